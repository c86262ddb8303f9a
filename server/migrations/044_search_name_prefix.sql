-- Search: names starting with the typed phrase ('ao so mi%') found through a B-tree instead of
-- among every match of the words. text_pattern_ops compares bytes, so LIKE 'prefix%' can use it
-- whatever the database's collation (PGlite and PostgreSQL alike). Not partial: an index on
-- NOT hidden rows alone would also serve as a scan of every listed row, which the planner then
-- prefers to the GIN index for other orders on a small catalogue. A word search in relevance
-- order takes these rows first as its candidates (server/src/search/search-candidates.ts).
CREATE INDEX product_search_name_prefix_idx ON product_search (name_fold text_pattern_ops);
