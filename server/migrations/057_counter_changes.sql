-- Issue 26: an order placed moves only counters (stock and sold) of a few products, yet it made
-- every kept catalogue answer stale, since 048 names only the table. An UPDATE of products,
-- variants, promotion_items or the search copy (product_search, whose `sold` follows the
-- product's) that changes nothing but `quantity` and `sold` now names the
-- products it moved, '<table>:<product id>,<product id>' on the same channel, so only the answers
-- showing those products go (server/src/db/db-changes.ts); any other change still names the
-- table alone. (Numbered after 055, which declares 048's triggers again: this one replaces the
-- UPDATE part of four of them.)
CREATE FUNCTION modavi_counters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text;
BEGIN
  IF NOT EXISTS (
    -- Rows by their key: `id`, or the search copy's `product_id`.
    SELECT 1 FROM old_rows o FULL JOIN new_rows n
      ON coalesce(to_jsonb(o) ->> 'id', to_jsonb(o) ->> 'product_id') = coalesce(to_jsonb(n) ->> 'id', to_jsonb(n) ->> 'product_id')
    WHERE coalesce(to_jsonb(o) ->> 'id', to_jsonb(o) ->> 'product_id') IS NULL
      OR coalesce(to_jsonb(n) ->> 'id', to_jsonb(n) ->> 'product_id') IS NULL
      OR (to_jsonb(o) - 'quantity' - 'sold') IS DISTINCT FROM (to_jsonb(n) - 'quantity' - 'sold')
  ) THEN
    SELECT string_agg(DISTINCT coalesce(to_jsonb(n) ->> 'product_id', to_jsonb(n) ->> 'id'), ',') INTO moved FROM new_rows n;
    -- No row updated: nothing to say.
    IF moved IS NULL THEN
      RETURN NULL;
    END IF;
    -- A notification's payload holds under 8000 bytes: a longer list names the table instead.
    IF length(moved) <= 4000 THEN
      PERFORM pg_notify('modavi_table_changed', TG_TABLE_NAME || ':' || moved);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('modavi_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['products', 'variants', 'promotion_items', 'product_search'] LOOP
    -- A trigger with transition tables takes one event: the UPDATEs go to their own.
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', counted || '_changed', counted);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION modavi_table_changed()',
      counted || '_changed', counted);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION modavi_counters_changed()',
      counted || '_updated', counted);
  END LOOP;
END
$$;
