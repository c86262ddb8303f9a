import { moneyFormat, orderBuyerNotification, orderCashBackNotification, orderSellerNotification, vnd, type OrderProgress } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { OrderRow } from '../ordering/order-store.js';
import { notificationAdd } from './notification-store.js';

/**
 * Tells an account's buyer that their order moved (core's orderBuyerNotification decides
 * whether and what), with the order's first picture. A guest's order has no inbox: its buyer
 * follows the order by its link. Call in the step's transaction.
 */
export async function orderNotifyBuyer(db: Db, before: OrderProgress, after: OrderRow): Promise<void> {
  const now = { status: after.status, carrier: after.carrier_status };
  const type = orderBuyerNotification(before, now, after.cancelled_by);
  const cashBack = orderCashBackNotification(before, now, after.cash_back);
  if (type === null && cashBack === null) return;
  const [order] = await db.query<{ owner_kind: string; image: string | null }>(
    `SELECT o.owner_kind,
            (SELECT i.image FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS image
       FROM orders o WHERE o.id = $1`,
    [after.id],
  );
  if (order?.owner_kind !== 'user') return;
  if (type !== null) await notificationAdd(db, { userId: after.owner_id, type, data: { code: after.id }, orderId: after.id, image: order.image });
  if (cashBack !== null) {
    await notificationAdd(db, { userId: after.owner_id, type: cashBack, data: { code: after.id, amount: moneyFormat(vnd(after.cash_back)) }, orderId: after.id, image: order.image });
  }
}

/**
 * Tells the seller of each shop in the order that it moved (core's orderSellerNotification: a new
 * order to confirm, a cancel or refund request, a cancel), in their seller inbox, with their own
 * part's first picture. A shop without an owner account (the demo's) has no inbox.
 */
export async function orderNotifySellers(db: Db, before: OrderProgress, after: OrderRow): Promise<void> {
  const type = orderSellerNotification(before, { status: after.status, carrier: after.carrier_status }, after.cancelled_by);
  if (type === null) return;
  const sellers = await db.query<{ owner_user_id: string; image: string | null }>(
    `SELECT s.owner_user_id,
            (SELECT i.image FROM order_items i WHERE i.order_shop_id = os.id ORDER BY i.position LIMIT 1) AS image
       FROM order_shops os JOIN shops s ON s.id = os.shop_id
      WHERE os.order_id = $1 AND s.owner_user_id IS NOT NULL`,
    [after.id],
  );
  for (const seller of sellers) {
    await notificationAdd(db, { userId: seller.owner_user_id, side: 'seller', type, data: { code: after.id }, orderId: after.id, image: seller.image });
  }
}
