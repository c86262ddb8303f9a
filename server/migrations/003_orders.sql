-- Checkout and orders: what shops accept and where they ship from, discounts, vouchers and
-- promotion programs with their usage, orders with their shops and lines, online payments,
-- return/refund requests, the reasons buyers pick from, and the tokens of the roles that act
-- on orders besides the buyer. Money is whole dong (integer); times are timestamptz.

-- The eight payment methods of spec section 3.
CREATE DOMAIN payment_method AS text
  CHECK (VALUE IN ('CASH', 'MOMO', 'VNPAY', 'ONEPAY', 'BANK_CARD', 'MASTERCARD_VISA', 'BANK_CARD_ONEPAY', 'MASTERCARD_VISA_ONEPAY'));

-- A shop's payment settings: one row per method it accepts.
CREATE TABLE shop_payment_methods (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  method payment_method NOT NULL,
  PRIMARY KEY (shop_id, method)
);

-- Where a shop's parcels leave from: a Vietnamese province code, or NULL for a Korea-based
-- shop (its parcels cross the border).
CREATE TABLE shop_shipping_origins (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  province_code text
);

-- Automatic shop discounts (core's Discount): the best available one applies to the shop's part.
CREATE TABLE shop_discounts (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('percent', 'price')),
  value integer NOT NULL CHECK (value >= 0),
  max_discount_value integer CHECK (max_discount_value >= 0),
  available boolean NOT NULL DEFAULT true,
  discount_by_range_price jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX shop_discounts_shop_idx ON shop_discounts (shop_id);

-- Vouchers (core's Voucher). shop_id NULL is the platform's. Codes are unique, upper case.
CREATE TABLE vouchers (
  id text PRIMARY KEY,
  shop_id text REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL,
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  kind text NOT NULL CHECK (kind IN ('product_discount', 'cash_back', 'shop', 'shipping')),
  scope text NOT NULL CHECK (scope IN ('whole_shop', 'specific_products')),
  product_ids jsonb NOT NULL DEFAULT '[]',
  display text NOT NULL CHECK (display IN ('public', 'code_only', 'hidden')),
  saveable_count integer NOT NULL CHECK (saveable_count >= 0),
  usable_count integer NOT NULL CHECK (usable_count >= 0),
  discount_type text NOT NULL CHECK (discount_type IN ('fixed', 'percent')),
  value integer NOT NULL CHECK (value >= 0),
  max_discount integer CHECK (max_discount >= 0),
  min_order integer NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  max_budget integer CHECK (max_budget >= 0),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  per_customer_limit integer NOT NULL DEFAULT 1 CHECK (per_customer_limit > 0),
  app_only boolean NOT NULL DEFAULT false,
  first_purchase_only boolean NOT NULL DEFAULT false,
  user_ids jsonb NOT NULL DEFAULT '[]',
  shop_ids jsonb NOT NULL DEFAULT '[]',
  ended_early boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

CREATE INDEX vouchers_shop_idx ON vouchers (shop_id, position);

-- Promotion programs (core's PromotionProgram) and their items. `sold` counts the promotion's
-- own stock taken by live orders; the CHECK is the last guard against overselling it.
CREATE TABLE promotion_programs (
  id text PRIMARY KEY,
  shop_id text REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL,
  cover_image text,
  description text,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  ended_early boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false
);

CREATE TABLE promotion_items (
  id text PRIMARY KEY,
  program_id text NOT NULL REFERENCES promotion_programs (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- NULL: every variant of the product.
  variant_id text REFERENCES variants (id) ON DELETE CASCADE,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
  max_discount integer CHECK (max_discount >= 0),
  purchase_limit_per_order integer CHECK (purchase_limit_per_order > 0),
  product_limit integer NOT NULL CHECK (product_limit >= 0),
  order_limit_per_user integer CHECK (order_limit_per_user > 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= product_limit)
);

CREATE INDEX promotion_items_product_idx ON promotion_items (product_id);

-- Orders. owner_id is the session's owner (a guest's or a user's); one idempotency key per
-- owner names one order. Lifecycle fields are what core's orderNext reads and writes.
CREATE TABLE orders (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('guest', 'user')),
  idempotency_key text NOT NULL,
  -- Hash of the request that created the order: the same key with other contents is refused.
  request_hash text NOT NULL,
  address jsonb NOT NULL,
  payment_method payment_method NOT NULL,
  payment_status text NOT NULL CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled')),
  status text NOT NULL CHECK (status IN (
    'pending_approval', 'pending_confirmation', 'pending_pickup', 'shipping', 'delivered',
    'cancel_pending', 'cancelled', 'return_refund')),
  carrier_status text CHECK (carrier_status IN (
    'pickup_scheduled', 'picked_up', 'delivering', 'delayed', 'delivered', 'not_delivered', 'returned',
    'failed', 'compensation', 'unsettled', 'reconciled', 'settled')),
  -- When the carrier status last changed: the carrier simulator's clock.
  carrier_updated_at timestamptz,
  status_history jsonb NOT NULL DEFAULT '[]',
  cancel_reason text,
  cancelled_by text CHECK (cancelled_by IN ('system', 'seller', 'buyer')),
  is_international boolean NOT NULL,
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL CHECK (discount >= 0),
  shop_vouchers integer NOT NULL CHECK (shop_vouchers >= 0),
  platform_vouchers integer NOT NULL CHECK (platform_vouchers >= 0),
  shipping_fee integer NOT NULL CHECK (shipping_fee >= 0),
  shipping_discount integer NOT NULL CHECK (shipping_discount >= 0),
  cash_back integer NOT NULL CHECK (cash_back >= 0),
  total_order_payment integer NOT NULL CHECK (total_order_payment >= 0),
  -- The app path the payment gateway sends the buyer back to.
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_owner_idempotency_key UNIQUE (owner_id, idempotency_key)
);

CREATE INDEX orders_owner_idx ON orders (owner_id, created_at DESC, id DESC);
CREATE INDEX orders_carrier_idx ON orders (status, carrier_updated_at) WHERE status IN ('shipping', 'delivered');
CREATE INDEX orders_unpaid_idx ON orders (created_at) WHERE status = 'pending_approval';

-- One shop's part of an order. confirmed_at / handed_over_at record each seller's step; the
-- order moves on when every shop of it has taken the step.
CREATE TABLE order_shops (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id),
  position integer NOT NULL,
  shipping_company text NOT NULL,
  tracking_code text,
  seller_note text,
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL CHECK (discount >= 0),
  voucher integer NOT NULL CHECK (voucher >= 0),
  shipping_fee integer NOT NULL CHECK (shipping_fee >= 0),
  shipping_discount integer NOT NULL CHECK (shipping_discount >= 0),
  cash_back integer NOT NULL CHECK (cash_back >= 0),
  shop_total integer NOT NULL CHECK (shop_total >= 0),
  confirmed_at timestamptz,
  handed_over_at timestamptz,
  UNIQUE (order_id, shop_id)
);

CREATE INDEX order_shops_shop_idx ON order_shops (shop_id);

-- A line of an order: what was bought, as it was named, pictured and priced then.
CREATE TABLE order_items (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  order_shop_id text NOT NULL REFERENCES order_shops (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL REFERENCES products (id),
  variant_id text REFERENCES variants (id),
  name text NOT NULL,
  variant_name text,
  image text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  original_price integer CHECK (original_price >= 0),
  promotion_item_id text REFERENCES promotion_items (id)
);

CREATE INDEX order_items_order_idx ON order_items (order_id, position);

-- What an order took of a voucher. Cancelling the order releases the use (released_at): it no
-- longer counts against the voucher's limits, while the order still shows what it had.
CREATE TABLE voucher_usage (
  voucher_id text NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  PRIMARY KEY (voucher_id, order_id)
);

CREATE INDEX voucher_usage_live_idx ON voucher_usage (voucher_id, owner_id) WHERE released_at IS NULL;

-- What an order took of a promotion item; released (and `sold` given back) on cancel.
CREATE TABLE promotion_usage (
  promotion_item_id text NOT NULL REFERENCES promotion_items (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  released_at timestamptz,
  PRIMARY KEY (promotion_item_id, order_id)
);

CREATE INDEX promotion_usage_live_idx ON promotion_usage (promotion_item_id, owner_id) WHERE released_at IS NULL;

-- Online payment attempts at the sandbox gateway. Cash on delivery has none.
CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method payment_method NOT NULL,
  gateway text NOT NULL CHECK (gateway IN ('momo', 'vnpay', 'onepay')),
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);

CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC);

-- Return/refund requests (core's Refund). The order machine makes return_refund final, so an
-- order has at most one.
CREATE TABLE refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  reason text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  email text,
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN (
    'requested', 'buyer_cancelled', 'shop_approved', 'shop_rejected', 'admin_approved', 'admin_rejected',
    'shop_received', 'admin_completed')),
  return_status text CHECK (return_status IN ('awaiting_pickup', 'returning', 'arrived')),
  rejection jsonb,
  history jsonb NOT NULL DEFAULT '[]',
  -- When the return parcel's status last changed: the carrier simulator's clock.
  return_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refunds_owner_idx ON refunds (owner_id);
CREATE INDEX refunds_open_idx ON refunds (status, created_at) WHERE status IN ('requested', 'admin_approved');

CREATE TABLE refund_items (
  refund_id text NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  order_item_id text NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (refund_id, order_item_id)
);

-- The reasons of GET api/v1/public/reasons, worded in both languages.
CREATE TABLE reasons (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('cancel', 'refund')),
  position integer NOT NULL,
  name_vi text NOT NULL,
  name_en text NOT NULL
);

-- Tokens of the roles that act on orders besides the buyer: a seller (of one shop), an admin,
-- the carrier. Issued by the dev routes until accounts and logins exist.
CREATE TABLE actor_tokens (
  token text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('seller', 'admin', 'carrier')),
  shop_id text REFERENCES shops (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((role = 'seller') = (shop_id IS NOT NULL))
);
