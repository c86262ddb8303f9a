-- Catalogue: shops, categories, products and their variants. Ids are 24-char hex strings
-- (the commerce API's Mongo-style ids), so they stay text.

CREATE TABLE shops (
  id text PRIMARY KEY,
  name text NOT NULL,
  avatar text,
  country text NOT NULL CHECK (country IN ('VN', 'KR')),
  rating double precision NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  followers integer NOT NULL DEFAULT 0 CHECK (followers >= 0)
);

CREATE TABLE categories (
  id text PRIMARY KEY,
  -- Stable key for code that draws or groups by category (media silhouettes).
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  name_en text,
  vertical text NOT NULL CHECK (vertical IN ('fashion', 'beauty')),
  image text,
  position integer NOT NULL
);

CREATE TABLE products (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id),
  category_id text NOT NULL REFERENCES categories (id),
  name text NOT NULL,
  description text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  sale_price integer NOT NULL CHECK (sale_price >= 0),
  sale_price_original integer CHECK (sale_price_original >= 0),
  -- Sum of the variants' stock when the product has variants.
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  rating double precision CHECK (rating BETWEEN 0 AND 5),
  weight integer NOT NULL CHECK (weight >= 0),
  length integer NOT NULL CHECK (length >= 0),
  width integer NOT NULL CHECK (width >= 0),
  height integer NOT NULL CHECK (height >= 0),
  preparation_time integer NOT NULL CHECK (preparation_time >= 0),
  return_period integer NOT NULL CHECK (return_period >= 0),
  return_conditions jsonb NOT NULL DEFAULT '[]',
  classifications jsonb NOT NULL DEFAULT '[]',
  hidden boolean NOT NULL DEFAULT false,
  -- Creation order: the feed's stable sort key.
  position integer NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_feed_idx ON products (position) WHERE NOT hidden;
CREATE INDEX products_category_idx ON products (category_id, position) WHERE NOT hidden;
CREATE INDEX products_shop_idx ON products (shop_id, position) WHERE NOT hidden;

CREATE TABLE variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- [{name, image}] in classification order.
  option_values jsonb NOT NULL,
  variant_name text NOT NULL,
  sale_price integer NOT NULL CHECK (sale_price >= 0),
  sale_price_original integer CHECK (sale_price_original >= 0),
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  position integer NOT NULL
);

CREATE INDEX variants_product_idx ON variants (product_id, position);
