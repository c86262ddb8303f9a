-- One checkout is one order across shops, but each seller acts on its own shop's part only.
-- A seller's cancel (or its yes to the buyer's cancel request) closes that part alone; the
-- order is cancelled once no part is live (core's orderPartsProgress).
ALTER TABLE order_shops
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('system', 'seller', 'buyer')),
  ADD COLUMN cancel_reason text;

-- A return belongs to the shop whose goods it holds: only that shop's seller sees and answers
-- it. A return made before this that holds goods of several shops keeps no shop: the platform
-- answers it (and the seller's 48-hour deadline approves it), no seller can.
ALTER TABLE refunds ADD COLUMN shop_id text REFERENCES shops (id);
UPDATE refunds r SET shop_id = parts.shop_id
FROM (
  SELECT ri.refund_id, min(os.shop_id) AS shop_id
  FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id JOIN order_shops os ON os.id = oi.order_shop_id
  GROUP BY ri.refund_id HAVING count(DISTINCT os.shop_id) = 1
) parts
WHERE parts.refund_id = r.id;
CREATE INDEX refunds_shop_idx ON refunds (shop_id);

-- The money of a cancelled part paid online goes back on its own, once per part.
ALTER TABLE payment_refunds ADD COLUMN order_shop_id text REFERENCES order_shops (id) ON DELETE CASCADE;
ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_order_id_cause_key;
ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_cause_check;
ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_cause_check
  CHECK (cause IN ('order_cancelled', 'return_completed', 'part_cancelled'));
CREATE UNIQUE INDEX payment_refunds_order_cause_idx ON payment_refunds (order_id, cause) WHERE order_shop_id IS NULL;
CREATE UNIQUE INDEX payment_refunds_part_idx ON payment_refunds (order_shop_id) WHERE order_shop_id IS NOT NULL;
