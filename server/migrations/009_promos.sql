-- Around promotions: the buyers' voucher wallets, banners, collections and favourite products.
-- owner_id is a signed-in account's id (sessions.owner_id), as for shop_follows.

-- A voucher saved to a buyer's wallet (/khuyen-mai). One row per buyer and voucher; the rows of a
-- voucher count against its saveable_count.
CREATE TABLE voucher_saves (
  owner_id text NOT NULL,
  voucher_id text NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, voucher_id)
);

CREATE INDEX voucher_saves_voucher_idx ON voucher_saves (voucher_id);

-- Collections (/bo-suu-tap/{id}): curated products, the platform's (shop_id NULL) or a shop's.
CREATE TABLE collections (
  id text PRIMARY KEY,
  shop_id text REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  cover_image text,
  position integer NOT NULL
);

CREATE TABLE collection_products (
  collection_id text NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);

CREATE INDEX collection_products_order_idx ON collection_products (collection_id, position);

-- Banners (core's Banner; spec section 5: title 5-200 characters, end after start).
CREATE TABLE banners (
  id text PRIMARY KEY,
  shop_id text REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 5 AND 200),
  type text NOT NULL CHECK (type <> ''),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL CHECK (end_date > start_date),
  related_url text NOT NULL,
  cover_image text NOT NULL,
  related_product_ids jsonb NOT NULL DEFAULT '[]',
  deleted boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

-- Favourite products. added_seq orders the list newest first without trusting clock resolution.
CREATE SEQUENCE favourites_added_seq;

CREATE TABLE favourites (
  owner_id text NOT NULL,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  added_seq bigint NOT NULL DEFAULT nextval('favourites_added_seq'),
  PRIMARY KEY (owner_id, product_id)
);

CREATE INDEX favourites_owner_idx ON favourites (owner_id, added_seq DESC);
CREATE INDEX favourites_product_idx ON favourites (product_id);
