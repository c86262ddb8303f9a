import { refundNotifications, type RefundStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import { notificationAdd } from './notification-store.js';

/**
 * Tells the buyer and the shop's seller of a refund's step (core's refundNotifications decides
 * who hears what), each with the returned goods' first picture. A guest's order and a shop
 * without an owner account have no inbox. Call in the step's transaction.
 */
export async function refundNotify(db: Db, refundId: string, before: RefundStatus | null, after: RefundStatus): Promise<void> {
  const told = refundNotifications(before, after);
  if (told.buyer === null && told.seller === null) return;
  const [refund] = await db.query<{ order_id: string; owner_id: string; owner_kind: string; seller_id: string | null; image: string | null }>(
    `SELECT r.order_id, r.owner_id, o.owner_kind, s.owner_user_id AS seller_id,
            (SELECT i.image FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = r.id ORDER BY i.position LIMIT 1) AS image
       FROM refunds r JOIN orders o ON o.id = r.order_id LEFT JOIN shops s ON s.id = r.shop_id WHERE r.id = $1`,
    [refundId],
  );
  if (!refund) return;
  const facts = { data: { code: refund.order_id }, orderId: refund.order_id, image: refund.image } as const;
  if (told.buyer !== null && refund.owner_kind === 'user') await notificationAdd(db, { userId: refund.owner_id, type: told.buyer, ...facts });
  if (told.seller !== null && refund.seller_id !== null) await notificationAdd(db, { userId: refund.seller_id, side: 'seller', type: told.seller, ...facts });
}
