import { randomBytes } from 'node:crypto';
import { refundNotify } from '../notifications/refund-notify.js';
import {
  err,
  ok,
  refundNext,
  refundShop,
  type OrderingErrorCode,
  type RefundEvent,
  type RefundRequest,
  type RefundsErrorCode,
  type Result,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderStep } from './order-step.js';
import { orderRow } from './order-store.js';
import { returnCompleteSettle } from './payment-refund.js';
import { incomeOnRefundStep } from '../seller-income/income-writer.js';
import { refundRecord, refundRow, type RefundRow } from './refund-store.js';
import { msTime } from '../db/time-sql.js';

/**
 * Takes one step of a refund, as core's refundMachine decides it (refundNext): the new status,
 * return shipping status and rejection are stored and the step appended to the history; a
 * change of the return parcel's status restarts the carrier simulator's clock. Call inside a
 * transaction.
 */
export async function refundStep(db: Db, refundId: string, event: RefundEvent, now: number): Promise<Result<RefundRow, RefundsErrorCode>> {
  const row = await refundRow(db, refundId, true);
  if (!row) return err('REFUND.NOT_FOUND');
  const next = refundNext(refundRecord(row), event);
  if (!next.ok) return next;
  const state = next.value;
  const history = state.status !== row.status ? [...row.history, { status: state.status, action_time: now }] : row.history;
  const at = msTime(now);
  await typedDb(db)
    .updateTable('refunds')
    .set({
      status: state.status,
      return_status: state.return_status,
      // No rejection is stored as JSON null, as before the typed layer.
      rejection: JSON.stringify(state.rejection),
      history: JSON.stringify(history),
      ...(state.return_status !== row.return_status ? { return_updated_at: at } : {}),
      updated_at: at,
    })
    .where('id', '=', refundId)
    .execute();
  // The admin completing a return pays the buyer back and puts the returned goods on sale again.
  if (state.status === 'admin_completed' && row.status !== 'admin_completed') await returnCompleteSettle(db, refundId, now);
  await refundNotify(db, refundId, row.status, state.status);
  // A completed return charges the shop's income line; a closed one lets it become payable.
  await incomeOnRefundStep(db, refundId, row.status, state.status, now);
  const updated = await refundRow(db, refundId);
  return updated ? ok(updated) : err('REFUND.NOT_FOUND');
}

/**
 * The buyer asks to return (part of) an order: core's orderMachine must allow the step (the
 * carrier delivered, not an international order), then the request is stored with the lines
 * and quantities sent back (all of them when none are listed), which must be one shop's goods
 * (core's refundShop: the return is that shop's to answer), and the amount to refund: the
 * goods' share of what was paid for them (discounts and vouchers shared out, shipping kept).
 * Call inside a transaction and throw on a refusal: the order's step must roll back with it.
 */
export async function refundCreate(
  db: Db,
  orderId: string,
  request: RefundRequest,
  now: number,
): Promise<Result<RefundRow, OrderingErrorCode | RefundsErrorCode>> {
  const order = await orderRow(db, orderId, true);
  if (!order) return err('ORDER.NOT_FOUND');
  // The lifecycle speaks first; a refusal of the lines after it is rolled back with it by the caller.
  const stepped = await orderStep(db, orderId, { type: 'order.requestRefund', role: 'buyer' }, now);
  if (!stepped.ok) return stepped;
  // Goods of a part its seller cancelled never left: they cannot be sent back.
  const typed = typedDb(db);
  const items = await typed
    .selectFrom('order_items as i')
    .innerJoin('order_shops as os', 'os.id', 'i.order_shop_id')
    .select(['i.id', 'i.quantity', 'i.unit_price', 'os.shop_id'])
    .where('i.order_id', '=', orderId)
    .where('os.cancelled_at', 'is', null)
    .orderBy('i.position')
    .execute();
  const wanted = request.items.length > 0 ? request.items : items.map((item) => ({ order_item_id: item.id, quantity: item.quantity }));
  const lines = wanted.map((want) => ({ want, item: items.find((item) => item.id === want.order_item_id) }));
  if (lines.some(({ want, item }) => !item || want.quantity > item.quantity)) return err('REFUND.REQUEST_ITEMS_INVALID');
  const shop = refundShop(lines.flatMap(({ item }) => (item ? [item.shop_id] : [])));
  if (!shop.ok) return shop;

  const shippingPaid = Math.max(0, order.shipping_fee - order.shipping_discount);
  const goodsPaid = Math.max(0, order.total_order_payment - shippingPaid);
  const returned = lines.reduce((sum, { want, item }) => sum + want.quantity * (item?.unit_price ?? 0), 0);
  const amount = order.subtotal > 0 ? Math.min(goodsPaid, Math.floor((goodsPaid * returned) / order.subtotal)) : 0;
  const refundId = randomBytes(12).toString('hex');
  const at = msTime(now);
  await typed
    .insertInto('refunds')
    .values({
      id: refundId,
      order_id: orderId,
      owner_id: order.owner_id,
      reason: request.reason,
      images: JSON.stringify(request.images),
      email: request.email,
      amount,
      status: 'requested',
      history: JSON.stringify([{ status: 'requested', action_time: now }]),
      created_at: at,
      updated_at: at,
      description: request.description ?? null,
      shop_id: shop.value,
    })
    .execute();
  for (const { want } of lines) {
    await typed.insertInto('refund_items').values({ refund_id: refundId, order_item_id: want.order_item_id, quantity: want.quantity }).execute();
  }
  await refundNotify(db, refundId, null, 'requested');
  const created = await refundRow(db, refundId);
  return created ? ok(created) : err('REFUND.NOT_FOUND');
}
