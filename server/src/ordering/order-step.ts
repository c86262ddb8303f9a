import { err, ok, orderNext, ORDER_STATUS_ID, type OrderEvent, type OrderingErrorCode, type PaymentStatus, type Result } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderNotifyBuyer, orderNotifySellers } from '../notifications/order-notify.js';
import { orderRelease } from './order-release.js';
import { incomeOnOrderStep } from '../seller-income/income-writer.js';
import { paymentRefundOnCancel } from './payment-refund.js';
import { orderRecord, orderRow, type OrderRow } from './order-store.js';
import { msTime } from '../db/time-sql.js';

/**
 * Takes one step of an order's lifecycle, as core's orderMachine decides it (orderNext): the
 * new status, carrier status and cancel fields are stored, a status change is appended to the
 * history, and what the step implies follows in the same transaction: a cancelled order gives
 * its stock, promotion units and voucher uses back and drops its open payment; cash on
 * delivery counts as paid once the carrier delivers; a cancelled order paid online is refunded; the carrier's delivery and remittance reach the shops' income ledger; an account's buyer is notified of the seller's,
 * the carrier's and the system's steps, the shops' sellers of new orders, requests and cancels. Call inside a transaction.
 */
export async function orderStep(db: Db, orderId: string, event: OrderEvent, now: number): Promise<Result<OrderRow, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const next = orderNext(orderRecord(row), event);
  if (!next.ok) return next;
  const state = next.value;
  const statusChanged = state.status !== row.status;
  const carrierChanged = state.carrier_status !== row.carrier_status;
  const history = statusChanged ? [...row.status_history, { status_id: ORDER_STATUS_ID[state.status], action_time: now }] : row.status_history;
  const collected = row.payment_method === 'CASH' && state.carrier_status === 'delivered' && row.payment_status === 'pending';
  const cancelled = state.status === 'cancelled' && row.status !== 'cancelled';
  const typed = typedDb(db);
  const at = msTime(now);
  await typed
    .updateTable('orders')
    .set({
      status: state.status,
      carrier_status: state.carrier_status,
      cancelled_by: state.cancelled_by,
      cancel_reason: state.cancel_reason,
      status_history: JSON.stringify(history),
      ...(carrierChanged ? { carrier_updated_at: at } : {}),
      // Cash is paid once delivered; a cancel drops a payment still pending.
      ...(collected
        ? { payment_status: 'paid' as const }
        : cancelled
          ? { payment_status: sql<PaymentStatus>`CASE WHEN payment_status = 'pending' THEN 'cancelled' ELSE payment_status END` }
          : {}),
      updated_at: at,
    })
    .where('id', '=', orderId)
    .execute();
  if (cancelled) {
    // A compensation order means the carrier lost or ruined the parcel: nothing comes back to sell.
    await orderRelease(db, orderId, row.carrier_status !== 'compensation');
    // Voided, not reported: the gateway may still take the money, which paymentSettle then refunds.
    await typed
      .updateTable('payments')
      .set({ status: 'cancelled', settled_at: sql<Date>`now()`, voided_at: sql<Date>`now()` })
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
    await paymentRefundOnCancel(db, orderId, now);
  }
  const updated = await orderRow(db, orderId);
  if (!updated) return err('ORDER.NOT_FOUND');
  await incomeOnOrderStep(db, row, updated, now);
  await orderNotifyBuyer(db, { status: row.status, carrier: row.carrier_status }, updated);
  await orderNotifySellers(db, { status: row.status, carrier: row.carrier_status }, updated);
  return ok(updated);
}
