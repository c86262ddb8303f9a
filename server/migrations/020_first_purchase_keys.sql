-- A first-purchase voucher is given on facts the server can stand behind (core's
-- voucherFirstPurchase): an account's own orders and its proven phone, and for a guest (whose
-- token costs nothing to mint again) the delivery phone and address. Each order keeps those
-- keys: the buyer's proven phone when placed, the delivery phone (last nine digits, core's
-- voucherPhoneKey) and the delivery address (core's voucherPlaceKey, written by the server).
ALTER TABLE orders
  ADD COLUMN buyer_phone_key text,
  ADD COLUMN delivery_phone_key text,
  ADD COLUMN delivery_place_key text;

-- Earlier orders: the phone keys are plain digits, so SQL computes them as core does; the
-- address key needs core's text folding and stays empty for them (the phone still matches).
UPDATE orders SET delivery_phone_key = right(regexp_replace(address->>'phone', '\D', '', 'g'), 9)
WHERE length(regexp_replace(coalesce(address->>'phone', ''), '\D', '', 'g')) >= 9;
UPDATE orders o SET buyer_phone_key = right(regexp_replace(u.phone, '\D', '', 'g'), 9)
FROM users u
WHERE o.owner_kind = 'user' AND u.id = o.owner_id AND u.phone_verified_at IS NOT NULL
  AND length(regexp_replace(coalesce(u.phone, ''), '\D', '', 'g')) >= 9;

CREATE INDEX orders_buyer_phone_key_idx ON orders (buyer_phone_key) WHERE buyer_phone_key IS NOT NULL;
CREATE INDEX orders_delivery_phone_key_idx ON orders (delivery_phone_key) WHERE delivery_phone_key IS NOT NULL;
CREATE INDEX orders_delivery_place_key_idx ON orders (delivery_place_key) WHERE delivery_place_key IS NOT NULL;
