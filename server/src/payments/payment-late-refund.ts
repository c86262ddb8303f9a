import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { notificationAdd } from '../notifications/notification-store.js';
import type { PaymentRow } from './payment-links.js';

/** The `cause` fact of a refund notification for a payment taken after its order was cancelled. */
export const LATE_PAYMENT_CAUSE = 'late_payment';

/**
 * Gives back money a gateway took for an order that no longer waited for it (core's
 * paymentSettlement said `late_refund`): the attempt becomes `refunded`, the refund is recorded
 * once per attempt in `payment_refunds` (cause `late_payment`, the same ledger a cancelled paid
 * order's refund goes to; the sandbox gateway has no money to move, a real gateway's refund call
 * goes where paymentRefundOnCancel's does), a cancelled order's payment status becomes `refunded`
 * (its history shows it; a live order paid by another attempt stays paid), and an account's
 * buyer is told. Call inside the callback's transaction, the attempt's row locked.
 */
export async function paymentLateRefund(db: Db, payment: PaymentRow, now: number): Promise<void> {
  await db.query(`UPDATE payments SET status = 'refunded', settled_at = to_timestamp($2::float8 / 1000) WHERE id = $1`, [payment.id, now]);
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO payment_refunds (id, order_id, payment_id, cause, amount, created_at)
     VALUES ($1, $2, $3, 'late_payment', $4, to_timestamp($5::float8 / 1000))
     ON CONFLICT (payment_id) WHERE payment_id IS NOT NULL DO NOTHING RETURNING id`,
    [randomBytes(12).toString('hex'), payment.order_id, payment.id, payment.amount, now],
  );
  if (!inserted) return;
  await db.query(`UPDATE orders SET payment_status = 'refunded' WHERE id = $1 AND status = 'cancelled'`, [payment.order_id]);
  const [order] = await db.query<{ owner_kind: string; owner_id: string; image: string | null }>(
    `SELECT o.owner_kind, o.owner_id, (SELECT i.image FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS image
       FROM orders o WHERE o.id = $1`,
    [payment.order_id],
  );
  // A guest's order has no inbox: its buyer sees the refund on the order's page.
  if (order?.owner_kind !== 'user') return;
  await notificationAdd(db, {
    userId: order.owner_id,
    type: 'refund_completed',
    data: { code: payment.order_id, cause: LATE_PAYMENT_CAUSE, amount: payment.amount },
    orderId: payment.order_id,
    image: order.image,
  });
}
