-- Issue 27: GHN (Giao Hàng Nhanh) as the real carrier.

-- GHN's own address codes (its master data: ProvinceID, DistrictID, WardCode), each matched by
-- name to the GSO code the address book uses (gso_code NULL: no unit of that name; kept so the
-- refresh's log can say which). Refreshed daily by the ghn-address-codes job.
CREATE TABLE ghn_address_codes (
  level text NOT NULL CHECK (level IN ('province', 'district', 'ward')),
  ghn_code text NOT NULL,
  ghn_parent text,
  name text NOT NULL,
  gso_code text,
  refreshed_at timestamptz NOT NULL,
  PRIMARY KEY (level, ghn_code)
);

CREATE INDEX ghn_address_codes_gso_idx ON ghn_address_codes (level, gso_code);

-- Every status callback a carrier sent, once: `id` is its own key (GHN's order code, type,
-- status and time), so a repeated callback is recognised and changes nothing. The outcome
-- says what it did (moved, unchanged, stale, unknown_status, no_order); an unknown status is
-- kept here as GHN wrote it.
CREATE TABLE carrier_webhook_events (
  id text PRIMARY KEY,
  carrier text NOT NULL,
  waybill text NOT NULL,
  status text NOT NULL,
  order_id text,
  outcome text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE INDEX carrier_webhook_events_order_idx ON carrier_webhook_events (order_id, received_at);

-- When the carrier expects to deliver a shop's parcel (GHN's expected_delivery_time).
ALTER TABLE order_shops ADD COLUMN carrier_expected_at timestamptz;

-- The webhook finds the shop's part by the carrier's waybill.
CREATE INDEX order_shops_tracking_idx ON order_shops (tracking_code) WHERE tracking_code IS NOT NULL;
