-- Search (issue 17): the names starting with the typed phrase are a relevance search's first
-- candidates (server/src/search/search-candidates.ts). Migration 044's index found them, but each
-- had to be read from the table to check the filters: "kem duong" from Korea, rated 4 and up,
-- under 500k read about 2,400 rows of 100,000 products to keep 500. With the filter columns in
-- the key, the index checks them itself and the table is read for the kept rows only. The name
-- stays the first column with text_pattern_ops (LIKE 'prefix%' whatever the collation), and it
-- also gives the candidates in name order (ORDER BY name_fold USING ~<~), so which candidates
-- are taken no longer depends on the plan. It replaces 044's index, which it covers.
CREATE INDEX product_search_prefix_filters_idx
  ON product_search (name_fold text_pattern_ops, hidden, country, rating, sale_price, category_id);
DROP INDEX product_search_name_prefix_idx;
