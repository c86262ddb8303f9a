import { paymentPaidNotification, paymentSettlement, type PaymentOutcome } from '@modavi/core';
import { notificationAdd } from '../notifications/notification-store.js';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderStep } from '../ordering/order-step.js';
import { orderRow } from '../ordering/order-store.js';
import type { PaymentRow } from './payment-links.js';
import { paymentLateRefund } from './payment-late-refund.js';
import { groupBuyRoomOfOrder } from '../group-buy/group-buy-checkout.js';
import { roomMemberPaid } from '../group-buy/group-buy-rooms.js';
import { msTime } from '../db/time-sql.js';

/** How an attempt ended; `already`: the gateway had reported on it before, and nothing changed. */
export interface PaymentSettled {
  readonly payment: PaymentRow;
  readonly outcome: PaymentOutcome;
  readonly already: boolean;
}

/** What the buyer did on the gateway's page. */
export type PaymentDecision = 'approve' | 'decline' | 'cancel';

const OUTCOME_OF: Readonly<Record<PaymentRow['status'], PaymentOutcome>> = {
  paid: 'success',
  refunded: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  pending: 'cancelled',
};

/**
 * Settles a payment attempt as the gateway reports it, as core's paymentSettlement decides.
 * Paid: the payment and the order are paid and the platform approves the order (core's
 * orderMachine, system role), so it goes to the seller; any other open attempt of the order is
 * voided. Late (the order was cancelled meanwhile, or paid through another attempt): the money
 * is refunded at once (paymentLateRefund). Declined or given up: the order stays waiting for its
 * money; the buyer may ask for a new link or cancel it, and the payment timeout cancels it
 * otherwise. An attempt the gateway already reported on keeps its result (a repeated
 * notification changes nothing). Answers how the attempt ended.
 */
export async function paymentSettle(db: Db, paymentId: string, decision: PaymentDecision, now: number): Promise<PaymentSettled | null> {
  const payment = await typedDb(db)
    .selectFrom('payments')
    .select(['id', 'order_id', 'method', 'amount', 'status', 'return_url', sql<boolean>`voided_at IS NOT NULL`.as('voided')])
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) return null;
  const { voided, ...row } = payment;
  const order = await orderRow(db, row.order_id, true);
  const orderWaiting = order?.status === 'pending_approval' && order.payment_status !== 'paid';
  const settlement = paymentSettlement({ status: row.status, voided, orderWaiting }, decision);
  switch (settlement.kind) {
    case 'kept':
      return { payment: row, outcome: OUTCOME_OF[row.status], already: true };
    case 'late_refund':
      await paymentLateRefund(db, row, now);
      return { payment: { ...row, status: 'refunded' }, outcome: OUTCOME_OF.refunded, already: false };
    case 'unpaid':
      await settledAs(db, row, settlement.status, orderWaiting, now);
      return { payment: { ...row, status: settlement.status }, outcome: OUTCOME_OF[settlement.status], already: false };
    case 'paid':
      await settledAs(db, row, 'paid', true, now);
      await paidOrderGoesOn(db, row.order_id, now);
      await paidNotify(db, row);
      return { payment: { ...row, status: 'paid' }, outcome: OUTCOME_OF.paid, already: false };
  }
}

async function settledAs(db: Db, payment: PaymentRow, status: 'paid' | 'failed' | 'cancelled', orderWaiting: boolean, now: number): Promise<void> {
  const typed = typedDb(db);
  await typed.updateTable('payments').set({ status, settled_at: msTime(now) }).where('id', '=', payment.id).execute();
  if (orderWaiting) await typed.updateTable('orders').set({ payment_status: status }).where('id', '=', payment.order_id).execute();
}

/** Tells an account's buyer that the gateway's payment arrived (spec 4: payments paid); a guest follows the order by its link. */
async function paidNotify(db: Db, payment: PaymentRow): Promise<void> {
  const type = paymentPaidNotification(payment.method);
  if (type === null) return;
  const order = await typedDb(db).selectFrom('orders').select(['owner_id', 'owner_kind']).where('id', '=', payment.order_id).executeTakeFirst();
  if (order?.owner_kind !== 'user') return;
  await notificationAdd(db, { userId: order.owner_id, type, data: { code: payment.order_id }, orderId: payment.order_id });
}

/** A paid order: its other open attempts are voided, the platform approves it, a group-buy share counts. */
async function paidOrderGoesOn(db: Db, orderId: string, now: number): Promise<void> {
  const nowAt = msTime(now);
  await typedDb(db).updateTable('payments').set({ status: 'cancelled', settled_at: nowAt, voided_at: nowAt }).where('order_id', '=', orderId).where('status', '=', 'pending').execute();
  const approved = await orderStep(db, orderId, { type: 'order.approve', role: 'system' }, now);
  if (!approved.ok) throw new Error(`approving a paid order failed: ${approved.error}`);
  // A group-buy share paid online counts now; the last one completes its room.
  const share = await groupBuyRoomOfOrder(db, orderId);
  if (share) await roomMemberPaid(db, share.room_id, share.user_id, now);
}
