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
import type { Db } from '../db/db.js';
import { ORDER_COLUMNS, ordersJson, type OrderRow } from './order-store.js';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The shop's parts of orders matching the search and the dates, each with the status the
 * seller sees, as core's orderSellerView / orderSellerStatus decide it: a part its seller
 * cancelled reads as cancelled, one it confirmed as waiting for pickup, one it handed over as
 * shipping (the server test of a two-shop order holds the two readings together).
 * The search finds the order code, the buyer's name or phone on the address, or a line of
 * the shop's part; days are Vietnam's (UTC+7).
 */
const MINE_SQL = `
  SELECT o.id, o.created_at,
    CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled'
      WHEN o.status IN ('pending_confirmation', 'pending_pickup') AND os.handed_over_at IS NOT NULL THEN 'shipping'
      WHEN o.status = 'pending_confirmation' AND os.confirmed_at IS NOT NULL THEN 'pending_pickup'
      ELSE o.status END AS seen_status
  FROM orders o JOIN order_shops os ON os.order_id = o.id AND os.shop_id = $1
  WHERE ($2 = '' OR o.id ILIKE '%' || $2 || '%' OR o.address->>'name' ILIKE '%' || $2 || '%' OR o.address->>'phone' ILIKE '%' || $2 || '%'
      OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_shop_id = os.id AND i.name ILIKE '%' || $2 || '%'))
    AND ($3 = '' OR o.created_at >= ($3 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz)
    AND ($4 = '' OR o.created_at < ($4 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day')`;

/** The seller's own steps on each order's part (core's PartSteps). */
export async function partSteps(db: Db, orderIds: readonly string[], shopId: string): Promise<Map<string, PartSteps>> {
  const rows = await db.query<{ order_id: string; confirmed: boolean; handed_over: boolean }>(
    `SELECT order_id, confirmed_at IS NOT NULL AS confirmed, handed_over_at IS NOT NULL AS handed_over
     FROM order_shops WHERE order_id = ANY($1::text[]) AND shop_id = $2`,
    [orderIds, shopId],
  );
  return new Map(rows.map((row) => [row.order_id, { confirmed: row.confirmed, handed_over: row.handed_over }]));
}

/** Each order as the seller sees it, with its return only when it holds the shop's goods. */
export async function sellerOrdersView(db: Db, rows: readonly OrderRow[], shopId: string): Promise<Order[]> {
  const orders = await ordersJson(db, rows);
  const refunds = await db.query<{ order_id: string; shop_id: string | null }>('SELECT order_id, shop_id FROM refunds WHERE order_id = ANY($1::text[])', [
    rows.map((row) => row.id),
  ]);
  const refundShop = new Map(refunds.map((refund) => [refund.order_id, refund.shop_id]));
  const steps = await partSteps(db, rows.map((row) => row.id), shopId);
  return orders.flatMap((order) => orderSellerView(order, shopId, refundShop.get(order._id) ?? null, steps.get(order._id)) ?? []);
}

/** A page of the shop's orders under one tab, newest first, with every tab's count under the same search and dates. */
export async function sellerOrderList(db: Db, shopId: string, params: SellerOrderListParams): Promise<SellerOrderPage> {
  const filters = [shopId, likeEscape(params.q), params.from, params.to];
  const grouped = await db.query<{ seen_status: OrderStatus; total: number }>(
    `SELECT seen_status, count(*)::int AS total FROM (${MINE_SQL}) mine GROUP BY seen_status`,
    filters,
  );
  const counts = Object.fromEntries(SELLER_ORDER_TABS.map((tab) => [tab, 0])) as Record<SellerOrderTab, number>;
  for (const group of grouped) {
    counts.all += group.total;
    counts[sellerOrderTabOf(group.seen_status)] += group.total;
  }
  const limit = SELLER_ORDER_PAGE_LIMIT;
  const statuses = sellerOrderTabStatuses(params.tab);
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN (${MINE_SQL}) mine ON mine.id = o.id
     WHERE ($5::text[] IS NULL OR mine.seen_status = ANY($5::text[]))
     ORDER BY o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
    [...filters, statuses, limit, (params.page - 1) * limit],
  );
  return { items: await sellerOrdersView(db, rows, shopId), page: params.page, limit, total: counts[params.tab], counts };
}
