import { err, ok, orderPartsCatchUp, orderPartsProgress, type OrderEvent, type OrderingErrorCode, type Result } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderStep } from './order-step.js';
import { orderRow, type OrderRow } from './order-store.js';

/** The order's parts, in the order's shop order, each as its lifecycle reads it. */
export const orderParts = (db: Db, orderId: string) =>
  typedDb(db)
    .selectFrom('order_shops')
    .select([
      'id',
      'shop_id',
      'tracking_code',
      sql<boolean>`confirmed_at IS NOT NULL`.as('confirmed'),
      sql<boolean>`handed_over_at IS NOT NULL`.as('handed_over'),
      sql<boolean>`cancelled_at IS NOT NULL`.as('cancelled'),
    ])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();

/** One shop's part of an order, as its lifecycle reads it (core's OrderPart with its id, shop and waybill). */
export type OrderPartRow = Awaited<ReturnType<typeof orderParts>>[number];

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
