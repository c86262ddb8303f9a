-- Seller accounts: a shop belongs to the account that registered it, and the registration
-- (spec 3, seller application) is kept from its first draft to the admin's decision.
-- Seeded shops have no owner; a shop made by an approval has exactly one.

ALTER TABLE shops ADD COLUMN owner_user_id text REFERENCES users (id);
CREATE UNIQUE INDEX shops_owner_key ON shops (owner_user_id) WHERE owner_user_id IS NOT NULL;

-- One application per account. status follows core's AccountStatus on the seller side:
-- draft (being filled, kept between visits), pending_approval (submitted, the admin's queue),
-- approved (shop_id is the shop it made), rejected (reject_reason shown to the seller, who may
-- edit and submit again).
CREATE TABLE shop_applications (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('draft', 'pending_approval', 'approved', 'rejected')),
  -- The form as far as it is filled (core's SellerApplication, partial while a draft).
  form jsonb NOT NULL DEFAULT '{}',
  reject_reason text,
  submitted_at timestamptz,
  decided_at timestamptz,
  shop_id text REFERENCES shops (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shop_applications_queue_idx ON shop_applications (status, submitted_at);
