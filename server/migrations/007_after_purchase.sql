-- After the purchase: reviews of delivered order lines, uploaded images, the money given back
-- to buyers (a paid order cancelled, a completed return), and payment status 'refunded'.

-- One review per order line, by the order's owner; edited_at is set by the single edit.
CREATE TABLE reviews (
  id text PRIMARY KEY,
  order_item_id text NOT NULL UNIQUE REFERENCES order_items (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);

CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC, id DESC);
CREATE INDEX reviews_shop_idx ON reviews (shop_id, created_at DESC, id DESC);
CREATE INDEX reviews_order_idx ON reviews (order_id);

-- Images uploaded through POST api/v1/image; the bytes are files in the upload folder, named by id.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  file_name text NOT NULL,
  mime text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Money given back to a buyer: a paid online order that was cancelled (the whole payment), or a
-- completed return (the refund's amount). One row per cause and order.
CREATE TABLE payment_refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  refund_id text REFERENCES refunds (id) ON DELETE CASCADE,
  cause text NOT NULL CHECK (cause IN ('order_cancelled', 'return_completed')),
  amount integer NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, cause)
);

ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded'));
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded'));

-- The buyer's own words under the reason of a return request.
ALTER TABLE refunds ADD COLUMN description text;
