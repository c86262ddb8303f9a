-- Discovery: product search, size charts, shop categories and shop follows.

-- Search. The server folds text with core's textFold (no diacritics, lower case, đ as d) and
-- keeps, per product, the folded name (phrase boosts) and a weighted document: A the product
-- name, B its category in both languages. PostgreSQL's built-in full text search needs no
-- extension (PGlite loads neither pg_trgm nor unaccent by default); the 'simple' configuration
-- only lower-cases, so the folding stays core's, and a GIN index answers word-prefix queries
-- ('ao':* & 'so':* & 'mi':*). The table also copies the product's (and its shop's) filter and
-- sort columns, kept equal by the triggers below: a word search ranks, filters, counts and
-- pages inside this narrow table and reads the wide product rows of one page only.
CREATE TABLE product_search (
  product_id text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  name_fold text NOT NULL,
  document tsvector NOT NULL,
  hidden boolean NOT NULL,
  category_id text NOT NULL,
  shop_id text NOT NULL,
  country text NOT NULL,
  sale_price integer NOT NULL,
  rating double precision,
  sold integer NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX product_search_document_idx ON product_search USING gin (document) WHERE NOT hidden;
CREATE INDEX product_search_shop_idx ON product_search (shop_id);

-- Orders of the product lists without words.
CREATE INDEX products_sold_idx ON products (sold DESC, position) WHERE NOT hidden;
CREATE INDEX products_price_idx ON products (sale_price, position) WHERE NOT hidden;

-- A product without a search row is not found by words yet: new products, and renamed or moved
-- ones, whose row is dropped here because only the server can fold text (core's textFold); its
-- searchIndexRefresh (src/search/search-index.ts) adds the missing rows. Other changes to the
-- copied columns are copied at once.
CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    UPDATE product_search
    SET hidden = NEW.hidden, shop_id = NEW.shop_id, country = (SELECT country FROM shops WHERE id = NEW.shop_id),
        sale_price = NEW.sale_price, rating = NEW.rating, sold = NEW.sold, position = NEW.position, created_at = NEW.created_at
    WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_search_sync
  AFTER UPDATE ON products
  FOR EACH ROW
  WHEN ((OLD.name, OLD.category_id, OLD.hidden, OLD.shop_id, OLD.sale_price, OLD.rating, OLD.sold, OLD.position, OLD.created_at)
        IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.hidden, NEW.shop_id, NEW.sale_price, NEW.rating, NEW.sold, NEW.position, NEW.created_at))
  EXECUTE FUNCTION product_search_sync();

CREATE FUNCTION product_search_country() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET country = NEW.country WHERE shop_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_search_country
  AFTER UPDATE OF country ON shops
  FOR EACH ROW
  WHEN (OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION product_search_country();

-- A seller's size charts (quan-ly-size-chart); rows keep the API's own shape
-- ([{ size_name, size_values: [{ values, attribute_id, name }] }]).
CREATE TABLE size_charts (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text,
  type text,
  rows jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX size_charts_shop_idx ON size_charts (shop_id);

ALTER TABLE products ADD COLUMN size_chart_id text REFERENCES size_charts (id) ON DELETE SET NULL;

-- Categories a seller groups the shop's products in (quan-ly-danh-muc).
CREATE TABLE shop_categories (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL,
  status text NOT NULL DEFAULT 'show' CHECK (status IN ('show', 'hide')),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shop_categories_shop_idx ON shop_categories (shop_id, position);

CREATE TABLE shop_category_products (
  shop_category_id text NOT NULL REFERENCES shop_categories (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (shop_category_id, product_id)
);

CREATE INDEX shop_category_products_product_idx ON shop_category_products (product_id);

-- Buyers following shops. owner_id is the signed-in account's id (sessions.owner_id).
CREATE TABLE shop_follows (
  owner_id text NOT NULL,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, shop_id)
);

CREATE INDEX shop_follows_shop_idx ON shop_follows (shop_id);
