-- Sessions (guest now, accounts later) and the cart lines they own.

CREATE TABLE sessions (
  token text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('guest', 'user')),
  owner_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX sessions_owner_idx ON sessions (owner_id);

-- Orders lines by "most recently added" without trusting clock resolution.
CREATE SEQUENCE cart_lines_added_seq;

CREATE TABLE cart_lines (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id text REFERENCES variants (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- A freshly added line is selected for checkout (the cart gateway contract).
  is_selected boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  added_seq bigint NOT NULL DEFAULT nextval('cart_lines_added_seq'),
  -- A product without variants has one line per owner too: NULL variant ids collide.
  CONSTRAINT cart_lines_owner_item_key UNIQUE NULLS NOT DISTINCT (owner_id, product_id, variant_id)
);

CREATE INDEX cart_lines_owner_idx ON cart_lines (owner_id, added_seq DESC);
