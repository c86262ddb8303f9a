import { err, ok, orderNext, ORDER_STATUS_ID, type OrderEvent, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderNotifyBuyer, orderNotifySellers } from '../notifications/order-notify.js';
import { orderRelease } from './order-release.js';
import { incomeOnOrderStep } from '../seller-income/income-writer.js';
import { paymentRefundOnCancel } from './payment-refund.js';
import { orderRecord, orderRow, type OrderRow } from './order-store.js';

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
  await db.query(
    `UPDATE orders SET status = $2, carrier_status = $3, cancelled_by = $4, cancel_reason = $5, status_history = $6::jsonb,
       carrier_updated_at = CASE WHEN $7 THEN to_timestamp($8::float8 / 1000) ELSE carrier_updated_at END,
       payment_status = CASE WHEN $9 THEN 'paid' WHEN $10 AND payment_status = 'pending' THEN 'cancelled' ELSE payment_status END,
       updated_at = to_timestamp($8::float8 / 1000)
     WHERE id = $1`,
    [orderId, state.status, state.carrier_status, state.cancelled_by, state.cancel_reason, JSON.stringify(history), carrierChanged, now, collected, cancelled],
  );
  if (cancelled) {
    // A compensation order means the carrier lost or ruined the parcel: nothing comes back to sell.
    await orderRelease(db, orderId, row.carrier_status !== 'compensation');
    // Voided, not reported: the gateway may still take the money, which paymentSettle then refunds.
    await db.query(`UPDATE payments SET status = 'cancelled', settled_at = now(), voided_at = now() WHERE order_id = $1 AND status = 'pending'`, [orderId]);
    await paymentRefundOnCancel(db, orderId, now);
  }
  const updated = await orderRow(db, orderId);
  if (!updated) return err('ORDER.NOT_FOUND');
  await incomeOnOrderStep(db, row, updated, now);
  await orderNotifyBuyer(db, { status: row.status, carrier: row.carrier_status }, updated);
  await orderNotifySellers(db, { status: row.status, carrier: row.carrier_status }, updated);
  return ok(updated);
}
