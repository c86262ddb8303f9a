-- The seller's settings (seller centre part 2, cai-dat) and pause mode.
-- Shop information the seller page shows: the seller's description, a cover, the address
-- (names of the administrative units, as the registration keeps them).
ALTER TABLE shops ADD COLUMN description text;
ALTER TABLE shops ADD COLUMN cover text;
ALTER TABLE shops ADD COLUMN address jsonb;

-- Pause (vacation) mode: while paused_until is in the future the shop's products cannot be
-- bought; NULL is open. pause_note is the seller's word to buyers.
ALTER TABLE shops ADD COLUMN paused_until timestamptz;
ALTER TABLE shops ADD COLUMN pause_note text;

-- cai-dat/van-chuyen: the checkout options (carriers) the shop ships with, and the return
-- reasons (ids of reasons of type refund) its buyers may give. No row: every option, every reason.
CREATE TABLE shop_shipping_settings (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  shipping_options jsonb NOT NULL,
  return_reasons jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- cai-dat/chinh-sach-hoan-tra-hang: whether change-of-mind returns are taken, and the period and
-- conditions a new product starts with.
CREATE TABLE shop_return_policies (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  accepts_returns boolean NOT NULL,
  return_period integer NOT NULL CHECK (return_period BETWEEN 1 AND 15),
  return_conditions jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- cai-dat/thanh-toan: the bank account settlements are paid to, and how often. The methods the
-- shop accepts stay in shop_payment_methods (what checkout reads).
CREATE TABLE shop_payment_accounts (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_holder text NOT NULL,
  branch text NOT NULL DEFAULT '',
  settlement text NOT NULL CHECK (settlement IN ('per_order', 'weekly', 'monthly')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
