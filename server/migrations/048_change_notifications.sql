-- Issue 17: the server keeps answers of the public read paths (catalogue, search, community
-- feed), what checkout's preview reads of the catalogue and shops, and live sessions in memory. The database itself says when they go stale, so no write
-- path can forget to: a statement that changes a watched table notifies its name on
-- 'modavi_table_changed', and a change to a session row its token digest on
-- 'modavi_session_changed'. PostgreSQL delivers both only after the transaction commits (a
-- rolled-back write says nothing) and folds repeats within a transaction into one.
CREATE FUNCTION modavi_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('modavi_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  watched text;
BEGIN
  -- Every table whose rows a kept answer or read shows (WATCHED_TABLES in server/src/db/db-changes.ts).
  FOREACH watched IN ARRAY ARRAY[
    'products', 'variants', 'shops', 'shop_shipping_origins', 'categories', 'size_charts', 'product_search',
    'shop_categories', 'shop_category_products',
    'shop_payment_methods', 'shop_discounts', 'shop_shipping_settings', 'promotion_items', 'promotion_programs',
    'community_posts', 'community_post_likes', 'community_post_bookmarks', 'community_post_shares',
    'community_comments', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION modavi_table_changed()',
      watched || '_changed', watched);
  END LOOP;
END
$$;

-- A session ends (revoked, expired by hand, deleted): its digest, so only that entry is dropped.
-- A new session needs no word (nothing cached it yet).
CREATE FUNCTION modavi_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('modavi_session_changed', OLD.token_hash);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION modavi_session_changed();
-- A TRUNCATE has no rows to name: every cached session goes.
CREATE FUNCTION modavi_sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('modavi_session_changed', '*');
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION modavi_sessions_truncated();
