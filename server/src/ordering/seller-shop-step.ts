import { err, ok, orderNext, orderWaybillValidate, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderStep } from './order-step.js';
import { orderRecord, orderRow, type OrderRow } from './order-store.js';

export type SellerShopEvent =
  | { readonly type: 'order.confirm'; readonly role: 'seller' }
  | { readonly type: 'order.handOver'; readonly role: 'seller'; readonly waybill: string };

/**
 * A seller's confirm or hand-over for their shop's part of an order. The order's status is
 * one for all its shops (core's Order), so each shop's step is recorded (and a hand-over's
 * waybill kept as that shop's tracking code) and the order moves on, through core's
 * orderMachine, once every shop of it has taken the step. The machine is asked first, so a
 * step it would refuse is refused at once with its code. Call inside a transaction.
 */
export async function sellerShopStep(
  db: Db,
  orderId: string,
  shopId: string,
  event: SellerShopEvent,
  now: number,
): Promise<Result<OrderRow, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const allowed = orderNext(orderRecord(row), event);
  if (!allowed.ok) return allowed;
  const column = event.type === 'order.confirm' ? 'confirmed_at' : 'handed_over_at';
  const waybill = event.type === 'order.handOver' ? orderWaybillValidate(event.waybill) : null;
  const parts = await db.query<{ id: string }>(
    `UPDATE order_shops SET ${column} = coalesce(${column}, to_timestamp($3::float8 / 1000)),
       tracking_code = CASE WHEN $4::text IS NULL THEN tracking_code ELSE $4::text END
     WHERE order_id = $1 AND shop_id = $2 RETURNING id`,
    [orderId, shopId, now, waybill?.ok ? waybill.value : null],
  );
  if (parts.length === 0) return err('ORDER.NOT_FOUND');
  const [waiting] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM order_shops WHERE order_id = $1 AND ${column} IS NULL`, [
    orderId,
  ]);
  if ((waiting?.count ?? 0) > 0) return ok(row);
  return orderStep(db, orderId, event, now);
}
