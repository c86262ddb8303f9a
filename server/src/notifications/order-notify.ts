import { moneyFormat, orderBuyerNotification, orderCashBackNotification, orderSellerNotification, vnd, type OrderProgress } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
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
  const order = await typedDb(db)
    .selectFrom('orders as o')
    .select((eb) => [
      'o.owner_kind',
      eb.selectFrom('order_items as i').select('i.image').whereRef('i.order_id', '=', 'o.id').orderBy('i.position').limit(1).as('image'),
    ])
    .where('o.id', '=', after.id)
    .executeTakeFirst();
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
  const sellers = await typedDb(db)
    .selectFrom('order_shops as os')
    .innerJoin('shops as s', 's.id', 'os.shop_id')
    .select((eb) => [
      's.owner_user_id',
      eb.selectFrom('order_items as i').select('i.image').whereRef('i.order_shop_id', '=', 'os.id').orderBy('i.position').limit(1).as('image'),
    ])
    .where('os.order_id', '=', after.id)
    .where('s.owner_user_id', 'is not', null)
    .$narrowType<{ owner_user_id: string }>()
    .execute();
  for (const seller of sellers) {
    await notificationAdd(db, { userId: seller.owner_user_id, side: 'seller', type, data: { code: after.id }, orderId: after.id, image: seller.image });
  }
}
