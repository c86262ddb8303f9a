import { refundNotifications, type RefundStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationAdd } from './notification-store.js';

/**
 * Tells the buyer and the shop's seller of a refund's step (core's refundNotifications decides
 * who hears what), each with the returned goods' first picture. A guest's order and a shop
 * without an owner account have no inbox. Call in the step's transaction.
 */
export async function refundNotify(db: Db, refundId: string, before: RefundStatus | null, after: RefundStatus): Promise<void> {
  const told = refundNotifications(before, after);
  if (told.buyer === null && told.seller === null) return;
  const refund = await typedDb(db)
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('shops as s', 's.id', 'r.shop_id')
    .select((eb) => [
      'r.order_id',
      'r.owner_id',
      'o.owner_kind',
      's.owner_user_id as seller_id',
      eb
        .selectFrom('refund_items as ri')
        .innerJoin('order_items as i', 'i.id', 'ri.order_item_id')
        .select('i.image')
        .whereRef('ri.refund_id', '=', 'r.id')
        .orderBy('i.position')
        .limit(1)
        .as('image'),
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (!refund) return;
  const facts = { data: { code: refund.order_id }, orderId: refund.order_id, image: refund.image } as const;
  if (told.buyer !== null && refund.owner_kind === 'user') await notificationAdd(db, { userId: refund.owner_id, type: told.buyer, ...facts });
  if (told.seller !== null && refund.seller_id !== null) await notificationAdd(db, { userId: refund.seller_id, side: 'seller', type: told.seller, ...facts });
}
