-- Issue 28: seller income. What each delivered shop part earns its shop, the platform's fees,
-- and payouts to the shop's bank. Money is whole đồng; times are timestamptz.

-- A part's lines (the return window of its products, the goods a return sent back): read by the
-- ledger at each delivery and return, and by the dashboard's best sellers.
CREATE INDEX IF NOT EXISTS order_items_part_idx ON order_items (order_shop_id);

-- One delivered shop part's facts that do not change once written: when it was delivered, the
-- return window of its products and the fee plan in force on the order's date (core's
-- feePlanAt), so a refund later is worked out with the same rates. money_received_at (the
-- carrier's remittance of cash on delivery, the gateway's settlement) and payable_at (set by the
-- payable job once core's incomePayableAt has passed) are state, not money: the money is in
-- income_entries alone.
CREATE TABLE income_lines (
  order_shop_id text PRIMARY KEY REFERENCES order_shops (id),
  shop_id text NOT NULL REFERENCES shops (id),
  order_id text NOT NULL REFERENCES orders (id),
  delivered_at timestamptz NOT NULL,
  return_days integer NOT NULL CHECK (return_days >= 0),
  service_fee_percent numeric NOT NULL CHECK (service_fee_percent >= 0),
  payment_fee_percent numeric NOT NULL CHECK (payment_fee_percent >= 0),
  money_received_at timestamptz,
  payable_at timestamptz
);
CREATE INDEX income_lines_shop_idx ON income_lines (shop_id, delivered_at DESC);
CREATE INDEX income_lines_waiting_idx ON income_lines (delivered_at) WHERE payable_at IS NULL;

-- Payouts: one transfer to a shop's bank, to the account as it was when the payout was made.
-- period_key ('<shop>:<period>' for weekly and monthly settlement) makes one periodic payout
-- per shop and period, whichever process makes it.
CREATE TABLE payouts (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id),
  amount integer NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'paid', 'failed')),
  period_key text UNIQUE,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_holder text NOT NULL,
  branch text NOT NULL DEFAULT '',
  bank_reference text,
  failure_reason text,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  failed_at timestamptz,
  CHECK ((status = 'paid') = (bank_reference IS NOT NULL)),
  CHECK ((status = 'failed') = (failure_reason IS NOT NULL))
);
CREATE INDEX payouts_shop_idx ON payouts (shop_id, created_at DESC);
CREATE INDEX payouts_status_idx ON payouts (status, created_at);

-- The lines a payout took and how much of each (a line's entries at that moment, less what
-- earlier payouts took of it). A failed payout's lines count as not taken again.
CREATE TABLE payout_lines (
  payout_id text NOT NULL REFERENCES payouts (id),
  order_shop_id text NOT NULL REFERENCES income_lines (order_shop_id),
  amount integer NOT NULL,
  PRIMARY KEY (payout_id, order_shop_id)
);
CREATE INDEX payout_lines_line_idx ON payout_lines (order_shop_id);

-- Spec 9's authenticity refunds (200% for a fake, 100% for poor quality), charged to the shop.
CREATE TABLE income_compensations (
  id text PRIMARY KEY,
  order_shop_id text NOT NULL REFERENCES income_lines (order_shop_id),
  kind text NOT NULL CHECK (kind IN ('fake', 'quality')),
  goods_value integer NOT NULL CHECK (goods_value >= 0),
  created_at timestamptz NOT NULL
);

-- The ledger: every movement of a shop's money, written once in the transaction of the event
-- that causes it and never edited (a correction is a new entry). A shop's balance is the sum of
-- its entries. `key` ('<kind>:<cause>') makes a retried event write nothing twice.
CREATE TABLE income_entries (
  id bigserial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  shop_id text NOT NULL REFERENCES shops (id),
  order_shop_id text REFERENCES income_lines (order_shop_id),
  payout_id text REFERENCES payouts (id),
  kind text NOT NULL CHECK (kind IN (
    'income', 'fee_service', 'fee_payment', 'refund', 'compensation', 'correction', 'payout', 'payout_returned')),
  amount integer NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((kind IN ('payout', 'payout_returned')) = (payout_id IS NOT NULL))
);
CREATE INDEX income_entries_shop_idx ON income_entries (shop_id, created_at);
CREATE INDEX income_entries_line_idx ON income_entries (order_shop_id);

-- Append-only, enforced: the ledger refuses any change or removal of an entry.
CREATE FUNCTION income_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'income_entries is append-only: write a correcting entry instead';
END;
$$;
CREATE TRIGGER income_entries_append_only BEFORE UPDATE OR DELETE ON income_entries
  FOR EACH ROW EXECUTE FUNCTION income_entries_append_only();
