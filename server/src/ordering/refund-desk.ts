import {
  maskMiddle,
  REFUND_LIST_PAGE_LIMIT,
  REFUND_LIST_TABS,
  REFUND_QUEUE_FILTERS,
  refundListTabOf,
  refundListTabStatuses,
  refundQueueStatuses,
  type AdminRefundPage,
  type RefundDeskItem,
  type RefundListParams,
  type RefundListTab,
  type RefundQueueFilter,
  type RefundStatus,
  type SellerRefundPage,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { refundJson, refundRow, type RefundRow } from './refund-store.js';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Refunds matching a search: the refund's or the order's code, the buyer's name on the
 * order's address, a returned product's name, or (for the admin) the shop's name. `$1` is
 * the shop ('' for every shop), `$2` the escaped search text.
 */
const MATCHING_SQL = `
  SELECT r.id, r.status, r.created_at FROM refunds r JOIN orders o ON o.id = r.order_id LEFT JOIN shops s ON s.id = r.shop_id
  WHERE ($1 = '' OR r.shop_id = $1)
    AND ($2 = '' OR r.id ILIKE '%' || $2 || '%' OR r.order_id ILIKE '%' || $2 || '%' OR o.address->>'name' ILIKE '%' || $2 || '%'
      OR ($1 = '' AND s.name ILIKE '%' || $2 || '%')
      OR EXISTS (SELECT 1 FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = r.id AND i.name ILIKE '%' || $2 || '%'))`;

/** The refund as the seller's list and the admin's queue show it (buyer masked as core masks for a seller). */
export async function refundDeskJson(db: Db, row: RefundRow): Promise<RefundDeskItem> {
  const [extra] = await db.query<{ buyer_name: string | null; shop_name: string | null }>(
    `SELECT o.address->>'name' AS buyer_name, s.name AS shop_name
       FROM refunds r JOIN orders o ON o.id = r.order_id LEFT JOIN shops s ON s.id = r.shop_id WHERE r.id = $1`,
    [row.id],
  );
  return {
    ...(await refundJson(db, row)),
    buyer_name: extra?.buyer_name ? maskMiddle(extra.buyer_name) : null,
    shop_id: row.shop_id,
    shop_name: extra?.shop_name ?? null,
  };
}

async function deskItems(db: Db, ids: readonly string[]): Promise<RefundDeskItem[]> {
  const items: RefundDeskItem[] = [];
  for (const id of ids) {
    const row = await refundRow(db, id);
    if (row) items.push(await refundDeskJson(db, row));
  }
  return items;
}

async function statusCounts(db: Db, shopId: string, q: string): Promise<{ status: RefundStatus; total: number }[]> {
  return db.query(`SELECT status, count(*)::int AS total FROM (${MATCHING_SQL}) m GROUP BY status`, [shopId, q]);
}

async function pageIds(db: Db, shopId: string, q: string, statuses: RefundStatus[] | null, page: number, newestFirst: boolean): Promise<string[]> {
  const order = newestFirst ? 'm.created_at DESC, m.id DESC' : 'm.created_at ASC, m.id ASC';
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM (${MATCHING_SQL}) m WHERE ($3::text[] IS NULL OR m.status = ANY($3::text[])) ORDER BY ${order} LIMIT $4 OFFSET $5`,
    [shopId, q, statuses, REFUND_LIST_PAGE_LIMIT, (page - 1) * REFUND_LIST_PAGE_LIMIT],
  );
  return rows.map((row) => row.id);
}

/** A page of the shop's refunds under one tab (its seller-side label), newest first, with every tab's count under the same search. */
export async function sellerRefundList(db: Db, shopId: string, params: RefundListParams<RefundListTab>): Promise<SellerRefundPage> {
  if (shopId === '') throw new Error('a seller’s refund list needs its shop');
  const q = likeEscape(params.q);
  const counts = Object.fromEntries(REFUND_LIST_TABS.map((tab) => [tab, 0])) as Record<RefundListTab, number>;
  for (const group of await statusCounts(db, shopId, q)) {
    counts.all += group.total;
    counts[refundListTabOf(group.status)] += group.total;
  }
  const ids = await pageIds(db, shopId, q, refundListTabStatuses(params.tab), params.page, true);
  return { items: await deskItems(db, ids), page: params.page, limit: REFUND_LIST_PAGE_LIMIT, total: counts[params.tab], counts };
}

/**
 * A page of the admin's queue under one filter, oldest first (the longest waiting is decided
 * first), with every filter's count under the same search.
 */
export async function adminRefundQueue(db: Db, params: RefundListParams<RefundQueueFilter>): Promise<AdminRefundPage> {
  const q = likeEscape(params.q);
  const grouped = await statusCounts(db, '', q);
  const counts = Object.fromEntries(
    REFUND_QUEUE_FILTERS.map((filter) => {
      const statuses = refundQueueStatuses(filter);
      return [filter, grouped.filter((group) => statuses.includes(group.status)).reduce((sum, group) => sum + group.total, 0)];
    }),
  ) as Record<RefundQueueFilter, number>;
  const ids = await pageIds(db, '', q, refundQueueStatuses(params.tab), params.page, false);
  return { items: await deskItems(db, ids), page: params.page, limit: REFUND_LIST_PAGE_LIMIT, total: counts[params.tab], counts };
}
