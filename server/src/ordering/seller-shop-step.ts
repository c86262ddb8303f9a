import { err, orderWaybillValidate, type OrderingErrorCode, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderFollowParts } from './order-parts-follow.js';
import type { OrderRow } from './order-store.js';
import { sellerPartFind } from './seller-part-find.js';
import { commerceError } from './commerce-error.js';
import { groupBuyOrderHeld } from '../group-buy/group-buy-checkout.js';
import { msTime } from '../db/time-sql.js';

export type SellerShopEvent =
  | { readonly type: 'order.confirm'; readonly role: 'seller' }
  | { readonly type: 'order.handOver'; readonly role: 'seller'; readonly waybill: string };

/**
 * A seller's confirm or hand-over for their shop's part of an order. The order's status is
 * one for all its shops (core's Order), so each shop's step is recorded (and a hand-over's
 * waybill kept as that shop's tracking code) and the order moves on, through core's
 * orderMachine, once every live part has taken the step (orderFollowParts). The machine is
 * asked first, so a step it would refuse is refused at once with its code; a part its seller
 * cancelled takes no more steps. Call inside a transaction.
 */
export async function sellerShopStep(
  db: Db,
  orderId: string,
  shopId: string,
  event: SellerShopEvent,
  now: number,
): Promise<Result<OrderRow, OrderingErrorCode>> {
  const found = await sellerPartFind(db, orderId, shopId, event);
  if (!found.ok) return found;
  const { part } = found.value;
  if (part.cancelled) return err('ORDER.TRANSITION_NOT_ALLOWED');
  // A group-buy share waits for its room: nothing ships before the room completes.
  if (await groupBuyOrderHeld(db, orderId)) throw commerceError('GROUP_BUY.ROOM_OPEN', 'The order belongs to a group-buy room that is still open.');
  const waybill = event.type === 'order.handOver' ? orderWaybillValidate(event.waybill) : null;
  const trackingCode = waybill?.ok ? waybill.value : null;
  await typedDb(db)
    .updateTable('order_shops')
    .set((eb) => {
      // The step's own stamp is kept when it was taken before.
      const at = msTime(now);
      const stamp = event.type === 'order.confirm' ? { confirmed_at: eb.fn.coalesce('confirmed_at', at) } : { handed_over_at: eb.fn.coalesce('handed_over_at', at) };
      return { ...stamp, ...(trackingCode === null ? {} : { tracking_code: trackingCode }) };
    })
    .where('id', '=', part.id)
    .execute();
  return orderFollowParts(db, orderId, { type: 'order.cancel', role: 'seller', reason: '' }, now);
}
