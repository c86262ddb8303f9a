import { orderBuyerNotification, type OrderStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { OrderRow } from '../ordering/order-store.js';
import { notificationAdd } from './notification-store.js';

/**
 * Tells an account's buyer that their order moved (core's orderBuyerNotification decides
 * whether and what), with the order's first picture. A guest's order has no inbox: its buyer
 * follows the order by its link. Call in the step's transaction.
 */
export async function orderNotifyBuyer(db: Db, before: OrderStatus, after: OrderRow): Promise<void> {
  const type = orderBuyerNotification(before, after.status, after.cancelled_by);
  if (type === null) return;
  const [order] = await db.query<{ owner_kind: string; image: string | null }>(
    `SELECT o.owner_kind,
            (SELECT i.image FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS image
       FROM orders o WHERE o.id = $1`,
    [after.id],
  );
  if (order?.owner_kind !== 'user') return;
  await notificationAdd(db, { userId: after.owner_id, type, data: { code: after.id }, orderId: after.id, image: order.image });
}
