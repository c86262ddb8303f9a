-- The seller's banners, categories and size charts (issue 12): the small banner image beside
-- the cover, creation times for the seller's lists, and the indexes those lists read by.
ALTER TABLE banners ADD COLUMN banner_image text;
ALTER TABLE banners ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX banners_shop_idx ON banners (shop_id, created_at DESC) WHERE NOT deleted;

ALTER TABLE size_charts ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX shop_categories_shop_created_idx ON shop_categories (shop_id, created_at DESC);
CREATE INDEX products_size_chart_idx ON products (size_chart_id) WHERE size_chart_id IS NOT NULL;
