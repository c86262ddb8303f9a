-- A seller's products (issue 12): drafts, the admin's approval, the price lock's history.
-- Seeded products are approved and were always listed. Buyers see a product only when it is
-- `listed`: shown by its seller, not a draft, and approved (core's productFilterState); every
-- public query reads that one column.

ALTER TABLE products
  -- Saved by the seller and never submitted: in no queue, seen by nobody else.
  ADD COLUMN is_draft boolean NOT NULL DEFAULT false,
  -- core's ProductApprovalStatus: waiting_confirmation (the admin's queue), confirmed, rejected.
  ADD COLUMN approval_status text NOT NULL DEFAULT 'confirmed'
    CHECK (approval_status IN ('waiting_confirmation', 'confirmed', 'rejected')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN decided_at timestamptz,
  -- Whether buyers have ever seen the product: only then do price changes count for the lock.
  ADD COLUMN ever_listed boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- The seller form as last saved (core's ProductDraft), to edit it again; null for seeded products.
  ADD COLUMN form jsonb,
  ADD COLUMN listed boolean GENERATED ALWAYS AS (NOT hidden AND NOT is_draft AND approval_status = 'confirmed') STORED;

CREATE INDEX products_approval_queue_idx ON products (submitted_at) WHERE approval_status = 'waiting_confirmation' AND NOT is_draft;
CREATE INDEX products_shop_seller_idx ON products (shop_id, updated_at DESC);

DROP INDEX products_feed_idx;
DROP INDEX products_category_idx;
DROP INDEX products_shop_idx;
DROP INDEX products_sold_idx;
DROP INDEX products_price_idx;
CREATE INDEX products_feed_idx ON products (position) WHERE listed;
CREATE INDEX products_category_idx ON products (category_id, position) WHERE listed;
CREATE INDEX products_shop_idx ON products (shop_id, position) WHERE listed;
CREATE INDEX products_sold_idx ON products (sold DESC, position) WHERE listed;
CREATE INDEX products_price_idx ON products (sale_price, position) WHERE listed;

-- The search copy's `hidden` now means "not listed" (hidden, a draft, or not approved).
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    UPDATE product_search
    SET hidden = NOT NEW.listed, shop_id = NEW.shop_id, country = (SELECT country FROM shops WHERE id = NEW.shop_id),
        sale_price = NEW.sale_price, rating = NEW.rating, sold = NEW.sold, position = NEW.position, created_at = NEW.created_at
    WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER product_search_sync ON products;
CREATE TRIGGER product_search_sync
  AFTER UPDATE ON products
  FOR EACH ROW
  WHEN ((OLD.name, OLD.category_id, OLD.listed, OLD.shop_id, OLD.sale_price, OLD.rating, OLD.sold, OLD.position, OLD.created_at)
        IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.listed, NEW.shop_id, NEW.sale_price, NEW.rating, NEW.sold, NEW.position, NEW.created_at))
  EXECUTE FUNCTION product_search_sync();

-- Every change of a price buyers had seen (core's productPricesDiffer), for the price lock.
CREATE TABLE product_price_changes (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL
);
CREATE INDEX product_price_changes_idx ON product_price_changes (product_id, changed_at);
