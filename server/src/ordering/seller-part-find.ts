import { err, ok, orderNext, orderSellerStatus, type OrderEvent, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { orderParts, type OrderPartRow } from './order-parts-follow.js';
import { orderRecord, orderRow, type OrderRow } from './order-store.js';

/**
 * The locked order and the seller's own part of it, once core's order machine has said the
 * seller's step may happen at all: what every step a seller takes on its part starts with. The
 * machine is asked from where the seller's part stands (core's orderSellerStatus): a seller who
 * confirmed its part hands it over without waiting for the other shops of the checkout, and one
 * who confirmed or handed over already is not let to do it again.
 */
export async function sellerPartFind(
  db: Db,
  orderId: string,
  shopId: string,
  event: OrderEvent,
): Promise<Result<{ row: OrderRow; part: OrderPartRow }, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const part = (await orderParts(db, orderId)).find((candidate) => candidate.shop_id === shopId);
  if (!part) return err('ORDER.NOT_FOUND');
  const record = orderRecord(row);
  const allowed = orderNext({ ...record, status: orderSellerStatus(record.status, part) }, event);
  return allowed.ok ? ok({ row, part }) : allowed;
}
