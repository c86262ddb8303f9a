import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationAdd } from '../notifications/notification-store.js';
import type { PaymentRow } from './payment-links.js';
import { msTime } from '../db/time-sql.js';

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
  const typed = typedDb(db);
  const nowAt = msTime(now);
  await typed.updateTable('payments').set({ status: 'refunded', settled_at: nowAt }).where('id', '=', payment.id).execute();
  const inserted = await typed
    .insertInto('payment_refunds')
    .values({ id: randomBytes(12).toString('hex'), order_id: payment.order_id, payment_id: payment.id, cause: 'late_payment', amount: payment.amount, created_at: nowAt })
    .onConflict((oc) => oc.column('payment_id').where('payment_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await typed.updateTable('orders').set({ payment_status: 'refunded' }).where('id', '=', payment.order_id).where('status', '=', 'cancelled').execute();
  const order = await typed
    .selectFrom('orders as o')
    .select((eb) => [
      'o.owner_kind',
      'o.owner_id',
      eb.selectFrom('order_items as i').select('i.image').whereRef('i.order_id', '=', 'o.id').orderBy('i.position').limit(1).as('image'),
    ])
    .where('o.id', '=', payment.order_id)
    .executeTakeFirst();
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
