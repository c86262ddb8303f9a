-- Issue 24: a payment the gateway takes after its order was cancelled is refunded at once.
-- An attempt the platform closed when its order was cancelled (no word from the gateway) is
-- marked, so that a later success for it is told from a repeated report of a buyer's cancel.
ALTER TABLE payments ADD COLUMN voided_at timestamptz;

-- One refund per late payment (an order may have several attempts paid after its cancel).
ALTER TABLE payment_refunds ADD COLUMN payment_id text REFERENCES payments (id) ON DELETE CASCADE;
ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_cause_check;
ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_cause_check
  CHECK (cause IN ('order_cancelled', 'return_completed', 'part_cancelled', 'late_payment'));
DROP INDEX payment_refunds_order_cause_idx;
CREATE UNIQUE INDEX payment_refunds_order_cause_idx ON payment_refunds (order_id, cause) WHERE order_shop_id IS NULL AND payment_id IS NULL;
CREATE UNIQUE INDEX payment_refunds_payment_idx ON payment_refunds (payment_id) WHERE payment_id IS NOT NULL;
