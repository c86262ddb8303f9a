import { orderSellerView, type Order } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { commerceError } from './commerce-error.js';
import { orderJson } from './order-store.js';
import { partSteps } from './seller-order-list.js';

/** The order as the calling seller may see it (core's orderSellerView), or ORDER.NOT_FOUND. */
export async function sellerOrderJson(db: Db, orderId: string, shopId: string | null): Promise<Order> {
  const order = await orderJson(db, orderId);
  const refund = await typedDb(db).selectFrom('refunds').select('shop_id').where('order_id', '=', orderId).executeTakeFirst();
  const steps = shopId ? await partSteps(db, [orderId], shopId) : new Map();
  const view = order && shopId ? orderSellerView(order, shopId, refund?.shop_id ?? null, steps.get(orderId)) : null;
  if (!view) throw commerceError('ORDER.NOT_FOUND');
  return view;
}
