-- Issue 26: migrations 007, 017, 041 and 048 were edited after they had been applied, so a
-- database that ran their first versions never got what the edits added. This file adds it,
-- each step a no-op where it is already there (every fresh database since the edits). From
-- now on the migrator keeps a checksum of each applied file and refuses an edited one.

-- 007's edit: the buyer's own words under the reason of a return request.
ALTER TABLE refunds ADD COLUMN IF NOT EXISTS description text;

-- 017's edit: wrong current passwords per account at a password change.
CREATE TABLE IF NOT EXISTS password_change_failures (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS password_change_failures_user_idx ON password_change_failures (user_id, failed_at DESC);

-- 041's edit: who shared a post, counted once. (A database that ran 041's first version could
-- not have run 048, which watches this table; it is here so the repair is whole.)
CREATE TABLE IF NOT EXISTS community_post_shares (
  post_id text NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, owner_id)
);

-- 048's edit: the tables checkout's preview keeps reads of notify their changes too. Without
-- these triggers that database's kept reads of them would never go stale. 048's whole list is
-- (re)declared so the result does not depend on which version ran.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'products', 'variants', 'shops', 'shop_shipping_origins', 'categories', 'size_charts', 'product_search',
    'shop_categories', 'shop_category_products',
    'shop_payment_methods', 'shop_discounts', 'shop_shipping_settings', 'promotion_items', 'promotion_programs',
    'community_posts', 'community_post_likes', 'community_post_bookmarks', 'community_post_shares',
    'community_comments', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION modavi_table_changed()',
      watched || '_changed', watched);
  END LOOP;
END
$$;
