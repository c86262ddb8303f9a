import { err, ok, orderNext, type OrderEvent, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderParts, type OrderPartRow } from './order-parts-follow.js';
import { orderRecord, orderRow, type OrderRow } from './order-store.js';

/**
 * The locked order and the seller's own part of it, once core's order machine has said the
 * seller's step may happen at all: what every step a seller takes on its part starts with.
 */
export async function sellerPartFind(
  db: Db,
  orderId: string,
  shopId: string,
  event: OrderEvent,
): Promise<Result<{ row: OrderRow; part: OrderPartRow }, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const allowed = orderNext(orderRecord(row), event);
  if (!allowed.ok) return allowed;
  const part = (await orderParts(db, orderId)).find((candidate) => candidate.shop_id === shopId);
  return part ? ok({ row, part }) : err('ORDER.NOT_FOUND');
}
