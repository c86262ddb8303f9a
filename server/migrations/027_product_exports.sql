-- The seller's downloads of its product list (tai-xuong-danh-sach, issue 12): a history kept
-- 30 days (spec 9, core's PRODUCT_EXPORT_KEEP_DAYS). An expired download is neither listed nor
-- served, and its row (with the file) is deleted by the next list or download of any shop.

CREATE TABLE product_exports (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  file_name text NOT NULL,
  -- The list's filter and search as the seller chose them (core's SellerProductListParams).
  filter text NOT NULL,
  q text NOT NULL DEFAULT '',
  rows integer NOT NULL CHECK (rows >= 0),
  content bytea NOT NULL
);
CREATE INDEX product_exports_shop_idx ON product_exports (shop_id, created_at DESC);
CREATE INDEX product_exports_created_idx ON product_exports (created_at);
