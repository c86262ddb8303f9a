-- Issue 27: payments go through the gateways' own calls (create, query, refund).
-- The gateway's pay page for an attempt (MoMo's payUrl, VNPay's and OnePay's signed addresses);
-- null: the sandbox page. The gateway's own transaction number, from its notification or its
-- query answer: what its refund call names. When the reconciliation last asked about it.
ALTER TABLE payments ADD COLUMN pay_url text;
ALTER TABLE payments ADD COLUMN gateway_transaction text;
ALTER TABLE payments ADD COLUMN checked_at timestamptz;

-- Money given back now goes through the gateway's refund call, sent by a job until the gateway
-- answers: pending (to send), refunded (the gateway took it: its reference), refused (the
-- gateway said no: an admin looks), manual (no online payment to refund through: cash on
-- delivery). Rows from before were only recorded: they stay `recorded`.
ALTER TABLE payment_refunds ADD COLUMN status text NOT NULL DEFAULT 'recorded'
  CHECK (status IN ('recorded', 'pending', 'refunded', 'refused', 'manual'));
ALTER TABLE payment_refunds ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE payment_refunds ADD COLUMN paid_with text REFERENCES payments (id) ON DELETE SET NULL;
ALTER TABLE payment_refunds ADD COLUMN gateway_reference text;
ALTER TABLE payment_refunds ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payment_refunds ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE payment_refunds ADD COLUMN last_error text;
ALTER TABLE payment_refunds ADD COLUMN settled_at timestamptz;
CREATE INDEX payment_refunds_pending_idx ON payment_refunds (next_attempt_at) WHERE status = 'pending';
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';
