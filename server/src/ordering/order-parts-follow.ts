import { err, ok, orderPartsCatchUp, orderPartsProgress, type OrderEvent, type OrderingErrorCode, type OrderPart, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderStep } from './order-step.js';
import { orderRow, type OrderRow } from './order-store.js';

/** One shop's part of an order, as its lifecycle reads it. */
export interface OrderPartRow extends OrderPart {
  readonly id: string;
  readonly shop_id: string;
  readonly tracking_code: string | null;
}

/** The order's parts, in the order's shop order. */
export const orderParts = (db: Db, orderId: string): Promise<OrderPartRow[]> =>
  db.query<OrderPartRow>(
    `SELECT id, shop_id, tracking_code, confirmed_at IS NOT NULL AS confirmed, handed_over_at IS NOT NULL AS handed_over,
       cancelled_at IS NOT NULL AS cancelled
     FROM order_shops WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );

/**
 * Moves the order to where its parts stand (core's orderPartsCatchUp), through the order
 * machine like any step: `lastCancel` is the whole-order event when no part is live any more
 * (the last seller's cancel, or its yes to the buyer's request). Call inside a transaction,
 * after a part's step is written.
 */
export async function orderFollowParts(db: Db, orderId: string, lastCancel: OrderEvent, now: number): Promise<Result<OrderRow, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const parts = await orderParts(db, orderId);
  const step = orderPartsCatchUp(row.status, orderPartsProgress(parts));
  if (step === null) return ok(row);
  if (step === 'order.cancel') return orderStep(db, orderId, lastCancel, now);
  if (step === 'order.confirm') return orderStep(db, orderId, { type: 'order.confirm', role: 'seller' }, now);
  const waybill = parts.find((part) => !part.cancelled && part.tracking_code)?.tracking_code ?? '';
  return orderStep(db, orderId, { type: 'order.handOver', role: 'seller', waybill }, now);
}
