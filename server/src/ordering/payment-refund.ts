import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

/**
 * Gives the money of a cancelled order back when it had been paid online: the order's and its
 * paid attempt's status become `refunded` and the amount is recorded in `payment_refunds`
 * (the sandbox gateway has no money to move; a real gateway's refund call goes here). Cash on
 * delivery is never paid before delivery, and a delivered order cannot be cancelled, so only
 * online payments reach this. Call inside the cancelling transaction.
 */
export async function paymentRefundOnCancel(db: Db, orderId: string, now: number): Promise<void> {
  const [order] = await db.query<{ payment_status: string; total_order_payment: number }>(
    'SELECT payment_status, total_order_payment FROM orders WHERE id = $1',
    [orderId],
  );
  if (order?.payment_status !== 'paid') return;
  await db.query(`UPDATE orders SET payment_status = 'refunded' WHERE id = $1`, [orderId]);
  await db.query(`UPDATE payments SET status = 'refunded' WHERE order_id = $1 AND status = 'paid'`, [orderId]);
  // Parts cancelled earlier were paid back on their own; what is left goes back now.
  const [parts] = await db.query<{ refunded: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS refunded FROM payment_refunds WHERE order_id = $1 AND cause = 'part_cancelled'`,
    [orderId],
  );
  await db.query(
    `INSERT INTO payment_refunds (id, order_id, cause, amount, created_at) VALUES ($1, $2, 'order_cancelled', $3, to_timestamp($4::float8 / 1000))
     ON CONFLICT (order_id, cause) WHERE order_shop_id IS NULL AND payment_id IS NULL DO NOTHING`,
    [randomBytes(12).toString('hex'), orderId, Math.max(0, order.total_order_payment - (parts?.refunded ?? 0)), now],
  );
}

/**
 * Gives back the money of one shop's part cancelled while the order goes on, when the order
 * was paid online: the part's share of what was paid (its payable over every part's, so the
 * platform's vouchers are shared out as a return shares them). The order stays paid for the
 * other parts. Call inside the cancelling transaction.
 */
export async function paymentRefundOnPartCancel(db: Db, orderId: string, orderShopId: string, now: number): Promise<void> {
  const [share] = await db.query<{ payment_status: string; total_order_payment: number; part: number; parts: number }>(
    `SELECT o.payment_status, o.total_order_payment,
       (SELECT shop_total FROM order_shops WHERE id = $2) AS part, (SELECT sum(shop_total)::int FROM order_shops WHERE order_id = $1) AS parts
     FROM orders o WHERE o.id = $1`,
    [orderId, orderShopId],
  );
  if (share?.payment_status !== 'paid' || share.parts <= 0) return;
  const amount = Math.floor((share.total_order_payment * share.part) / share.parts);
  await db.query(
    `INSERT INTO payment_refunds (id, order_id, order_shop_id, cause, amount, created_at)
     VALUES ($1, $2, $3, 'part_cancelled', $4, to_timestamp($5::float8 / 1000))
     ON CONFLICT (order_shop_id) WHERE order_shop_id IS NOT NULL DO NOTHING`,
    [randomBytes(12).toString('hex'), orderId, orderShopId, amount, now],
  );
}

/**
 * What a completed return settles: the goods sent back go into stock again (their variants'
 * and products' quantities, less sold) and the refund's amount is recorded as paid back.
 * Rows are locked in id order, as checkout locks them. Call inside the refund's transaction.
 */
export async function returnCompleteSettle(db: Db, refundId: string, now: number): Promise<void> {
  const lines = await db.query<{ product_id: string; variant_id: string | null; quantity: number }>(
    `SELECT oi.product_id, oi.variant_id, ri.quantity FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.refund_id = $1`,
    [refundId],
  );
  const productIds = [...new Set(lines.map((line) => line.product_id))].sort();
  const variantIds = [...new Set(lines.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))].sort();
  await db.query('SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [productIds]);
  await db.query('SELECT id FROM variants WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [variantIds]);
  await db.query(
    `UPDATE variants v SET quantity = v.quantity + r.quantity
     FROM (SELECT oi.variant_id, sum(ri.quantity)::int AS quantity FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id
           WHERE ri.refund_id = $1 AND oi.variant_id IS NOT NULL GROUP BY oi.variant_id) r
     WHERE v.id = r.variant_id`,
    [refundId],
  );
  await db.query(
    `UPDATE products p SET quantity = p.quantity + r.quantity, sold = GREATEST(0, p.sold - r.quantity)
     FROM (SELECT oi.product_id, sum(ri.quantity)::int AS quantity FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id
           WHERE ri.refund_id = $1 GROUP BY oi.product_id) r
     WHERE p.id = r.product_id`,
    [refundId],
  );
  await db.query(
    `INSERT INTO payment_refunds (id, order_id, refund_id, cause, amount, created_at)
     SELECT $1, order_id, id, 'return_completed', amount, to_timestamp($3::float8 / 1000) FROM refunds WHERE id = $2
     ON CONFLICT (order_id, cause) WHERE order_shop_id IS NULL AND payment_id IS NULL DO NOTHING`,
    [randomBytes(12).toString('hex'), refundId, now],
  );
}
