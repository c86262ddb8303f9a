import {
  orderSellerView,
  SELLER_ORDER_PAGE_LIMIT,
  SELLER_ORDER_TABS,
  sellerOrderTabOf,
  sellerOrderTabStatuses,
  type Order,
  type OrderStatus,
  type PartSteps,
  type SellerOrderListParams,
  type SellerOrderPage,
  type SellerOrderTab,
  VIETNAM_UTC_OFFSET_SQL,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb, type TypedDb } from '../db/kysely.js';
import { orderColumns, ordersJson, type OrderRow } from './order-store.js';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The shop's parts of orders matching the search and the dates, each with the status the
 * seller sees, as core's orderSellerView / orderSellerStatus decide it: a part its seller
 * cancelled reads as cancelled, one it confirmed as waiting for pickup, one it handed over as
 * shipping (the server test of a two-shop order holds the two readings together).
 * The search finds the order code, the buyer's name or phone on the address, or a line of
 * the shop's part; days are Vietnam's (UTC+7).
 */
const mine = (typed: TypedDb, shopId: string, q: string, from: string, to: string) => {
  const pattern = `%${q}%`;
  const dayStart = (day: string) => sql<Date>`${`${day} 00:00:00${VIETNAM_UTC_OFFSET_SQL}`}::timestamptz`;
  return typed
    .selectFrom('orders as o')
    .innerJoin('order_shops as os', (join) => join.onRef('os.order_id', '=', 'o.id').on('os.shop_id', '=', shopId))
    .select([
      'o.id',
      'o.created_at',
      sql<OrderStatus>`CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled'
        WHEN o.status IN ('pending_confirmation', 'pending_pickup') AND os.handed_over_at IS NOT NULL THEN 'shipping'
        WHEN o.status = 'pending_confirmation' AND os.confirmed_at IS NOT NULL THEN 'pending_pickup'
        ELSE o.status END`.as('seen_status'),
    ])
    .$call((qb) =>
      q === ''
        ? qb
        : qb.where((eb) =>
            eb.or([
              eb('o.id', 'ilike', pattern),
              eb(sql<string>`o.address->>'name'`, 'ilike', pattern),
              eb(sql<string>`o.address->>'phone'`, 'ilike', pattern),
              eb.exists(eb.selectFrom('order_items as i').select(sql.lit(1).as('one')).whereRef('i.order_shop_id', '=', 'os.id').where('i.name', 'ilike', pattern)),
            ]),
          ),
    )
    .$call((qb) => (from === '' ? qb : qb.where('o.created_at', '>=', dayStart(from))))
    .$call((qb) => (to === '' ? qb : qb.where('o.created_at', '<', sql<Date>`${dayStart(to)} + interval '1 day'`)));
};

/** The seller's own steps on each order's part (core's PartSteps). */
export async function partSteps(db: Db, orderIds: readonly string[], shopId: string): Promise<Map<string, PartSteps>> {
  const rows = await typedDb(db)
    .selectFrom('order_shops')
    .select(['order_id', sql<boolean>`confirmed_at IS NOT NULL`.as('confirmed'), sql<boolean>`handed_over_at IS NOT NULL`.as('handed_over')])
    .where('order_id', '=', sql<string>`ANY(${[...orderIds]}::text[])`)
    .where('shop_id', '=', shopId)
    .execute();
  return new Map(rows.map((row) => [row.order_id, { confirmed: row.confirmed, handed_over: row.handed_over }]));
}

/** Each order as the seller sees it, with its return only when it holds the shop's goods. */
export async function sellerOrdersView(db: Db, rows: readonly OrderRow[], shopId: string): Promise<Order[]> {
  const orders = await ordersJson(db, rows);
  const refunds = await typedDb(db)
    .selectFrom('refunds')
    .select(['order_id', 'shop_id'])
    .where('order_id', '=', sql<string>`ANY(${rows.map((row) => row.id)}::text[])`)
    .execute();
  const refundShop = new Map(refunds.map((refund) => [refund.order_id, refund.shop_id]));
  const steps = await partSteps(db, rows.map((row) => row.id), shopId);
  return orders.flatMap((order) => orderSellerView(order, shopId, refundShop.get(order._id) ?? null, steps.get(order._id)) ?? []);
}

/** A page of the shop's orders under one tab, newest first, with every tab's count under the same search and dates. */
export async function sellerOrderList(db: Db, shopId: string, params: SellerOrderListParams): Promise<SellerOrderPage> {
  const typed = typedDb(db);
  const mineOfShop = () => mine(typed, shopId, likeEscape(params.q), params.from, params.to).as('mine');
  const grouped = await typed
    .selectFrom(mineOfShop())
    .select(['mine.seen_status', sql<number>`count(*)::int`.as('total')])
    .groupBy('mine.seen_status')
    .execute();
  const counts = Object.fromEntries(SELLER_ORDER_TABS.map((tab) => [tab, 0])) as Record<SellerOrderTab, number>;
  for (const group of grouped) {
    counts.all += group.total;
    counts[sellerOrderTabOf(group.seen_status)] += group.total;
  }
  const limit = SELLER_ORDER_PAGE_LIMIT;
  const statuses = sellerOrderTabStatuses(params.tab);
  const rows: OrderRow[] = await typed
    .selectFrom('orders as o')
    .innerJoin(mineOfShop(), 'mine.id', 'o.id')
    .select(orderColumns)
    .$call((qb) => (statuses === null ? qb : qb.where('mine.seen_status', '=', sql<OrderStatus>`ANY(${[...statuses]}::text[])`)))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset((params.page - 1) * limit)
    .execute();
  return { items: await sellerOrdersView(db, rows, shopId), page: params.page, limit, total: counts[params.tab], counts };
}
