/**
 * What is still owed of a line `l`: its entries less what payouts not failed took of it. A line
 * a payout took in full owes 0; a refund after its payout makes it owe a negative amount, which
 * the next payout settles.
 */
export const LINE_OWED_SQL = `(
  (SELECT coalesce(sum(e.amount), 0) FROM income_entries e WHERE e.order_shop_id = l.order_shop_id)
  - (SELECT coalesce(sum(pl.amount), 0) FROM payout_lines pl JOIN payouts p ON p.id = pl.payout_id
     WHERE pl.order_shop_id = l.order_shop_id AND p.status <> 'failed'))::int`;

/** The payout that last took the line and is not failed: its id and status. */
export const LINE_PAYOUT_SQL = `(SELECT p.id || ':' || p.status FROM payout_lines pl JOIN payouts p ON p.id = pl.payout_id
  WHERE pl.order_shop_id = l.order_shop_id AND p.status <> 'failed' ORDER BY p.created_at DESC, p.id DESC LIMIT 1)`;
