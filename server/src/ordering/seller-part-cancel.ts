import { err, orderPartCancellable, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderFollowParts, orderParts } from './order-parts-follow.js';
import { orderRelease } from './order-release.js';
import type { OrderRow } from './order-store.js';
import { sellerPartFind } from './seller-part-find.js';
import { paymentRefundOnPartCancel } from './payment-refund.js';
import { msTime } from '../db/time-sql.js';

export type SellerCancelEvent =
  | { readonly type: 'order.cancel'; readonly role: 'seller'; readonly reason: string }
  | { readonly type: 'order.cancelAccept'; readonly role: 'seller' };

/**
 * A seller cancels its own shop's part of an order (or says yes to the buyer's request to
 * cancel): the other shops' parts go on. The order machine is asked first with the seller's
 * event, so the order's status decides whether a seller may cancel at all; the part must not
 * be handed over yet. The part gives back its units, promotion units and its shop's voucher
 * uses and, when paid online and the order goes on, its share of the money; the order then
 * follows its parts (cancelled once none is live). Call inside a transaction.
 */
export async function sellerPartCancel(
  db: Db,
  orderId: string,
  shopId: string,
  event: SellerCancelEvent,
  now: number,
): Promise<Result<OrderRow, OrderingErrorCode>> {
  const found = await sellerPartFind(db, orderId, shopId, event);
  if (!found.ok) return found;
  const { row, part } = found.value;
  if (!orderPartCancellable(part)) return err('ORDER.TRANSITION_NOT_ALLOWED');
  await orderRelease(db, orderId, true, part.id);
  const byBuyer = event.type === 'order.cancelAccept';
  await typedDb(db)
    .updateTable('order_shops')
    .set({
      cancelled_at: msTime(now),
      cancelled_by: byBuyer ? 'buyer' : 'seller',
      cancel_reason: byBuyer ? row.cancel_reason : event.reason.trim(),
    })
    .where('id', '=', part.id)
    .execute();
  const live = (await orderParts(db, orderId)).some((candidate) => !candidate.cancelled);
  if (live) await paymentRefundOnPartCancel(db, orderId, part.id, now);
  return orderFollowParts(db, orderId, event, now);
}
