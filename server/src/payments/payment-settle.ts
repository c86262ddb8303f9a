import type { PaymentOutcome } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderStep } from '../ordering/order-step.js';
import { orderRow } from '../ordering/order-store.js';
import type { PaymentRow } from './payment-links.js';
import { groupBuyRoomOfOrder } from '../group-buy/group-buy-checkout.js';
import { roomMemberPaid } from '../group-buy/group-buy-rooms.js';

/** What the buyer did on the gateway's page. */
export type PaymentDecision = 'approve' | 'decline' | 'cancel';

const STATUS_OF: Readonly<Record<PaymentDecision, 'paid' | 'failed' | 'cancelled'>> = {
  approve: 'paid',
  decline: 'failed',
  cancel: 'cancelled',
};

const OUTCOME_OF: Readonly<Record<'paid' | 'failed' | 'cancelled' | 'pending' | 'refunded', PaymentOutcome>> = {
  paid: 'success',
  refunded: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  pending: 'cancelled',
};

/**
 * Settles a payment attempt as the gateway reports it. Approved: the payment and the order are
 * paid and the platform approves the order (core's orderMachine, system role), so it goes to
 * the seller. Declined or cancelled: the order stays waiting for its money; the buyer may ask
 * for a new link or cancel it, and the payment timeout cancels it otherwise. An attempt
 * already settled keeps its result (a second click changes nothing); money for an order that
 * is no longer waiting (cancelled meanwhile) is not taken. Answers how the attempt ended.
 */
export async function paymentSettle(db: Db, paymentId: string, decision: PaymentDecision, now: number): Promise<{ payment: PaymentRow; outcome: PaymentOutcome } | null> {
  const [payment] = await db.query<PaymentRow>(
    'SELECT id, order_id, method, amount, status, return_url FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
  );
  if (!payment) return null;
  if (payment.status !== 'pending') return { payment, outcome: OUTCOME_OF[payment.status] };
  const order = await orderRow(db, payment.order_id, true);
  const waiting = order?.status === 'pending_approval' && order.payment_status !== 'paid';
  const status = decision === 'approve' && !waiting ? 'cancelled' : STATUS_OF[decision];
  await db.query('UPDATE payments SET status = $2, settled_at = to_timestamp($3::float8 / 1000) WHERE id = $1', [paymentId, status, now]);
  if (waiting) {
    await db.query('UPDATE orders SET payment_status = $2 WHERE id = $1', [payment.order_id, status]);
    if (status === 'paid') {
      const approved = await orderStep(db, payment.order_id, { type: 'order.approve', role: 'system' }, now);
      if (!approved.ok) throw new Error(`approving a paid order failed: ${approved.error}`);
      // A group-buy share paid online counts now; the last one completes its room.
      const share = await groupBuyRoomOfOrder(db, payment.order_id);
      if (share) await roomMemberPaid(db, share.room_id, share.user_id, now);
    }
  }
  return { payment: { ...payment, status }, outcome: OUTCOME_OF[status] };
}
