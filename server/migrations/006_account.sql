-- Account pages: the buyer's address book, payment information and notification choices.

CREATE TABLE addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- A Vietnamese address's phone in the spec's format ('+84 091 234 5678'); an overseas one as typed.
  phone text NOT NULL,
  type text NOT NULL CHECK (type IN ('home', 'company')),
  is_overseas boolean NOT NULL DEFAULT false,
  -- GSO codes, checked against server/data/vn-admin-units.json; names copied from the catalogue.
  city text,
  city_code text,
  district text,
  district_code text,
  ward text,
  ward_code text,
  detail text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_pickup boolean NOT NULL DEFAULT false,
  is_default_return boolean NOT NULL DEFAULT false,
  delivery_time text NOT NULL DEFAULT 'all_days' CHECK (delivery_time IN ('all_days', 'office_hours', 'any_time')),
  postal_code text,
  country text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Insertion order: newest first in the list, and the tie-breaker of equal timestamps.
  seq bigserial NOT NULL
);

CREATE INDEX addresses_user_idx ON addresses (user_id, seq DESC);
-- At most one default, pickup and default-return address per buyer; the routes keep one
-- default whenever the book is not empty (core's addressDefaultPick).
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;
CREATE UNIQUE INDEX addresses_one_pickup ON addresses (user_id) WHERE is_pickup;
CREATE UNIQUE INDEX addresses_one_default_return ON addresses (user_id) WHERE is_default_return;

-- core's PaymentInfo and NotificationPrefs; NULL reads as none chosen / everything on.
ALTER TABLE users ADD COLUMN payment_info jsonb;
ALTER TABLE users ADD COLUMN notification_prefs jsonb;
