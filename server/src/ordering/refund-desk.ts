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
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb, type TypedDb } from '../db/kysely.js';
import { refundJson, refundRow, type RefundRow } from './refund-store.js';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Refunds matching a search: the refund's or the order's code, the buyer's name on the
 * order's address, a returned product's name, or (for the admin) the shop's name. `shopId` is
 * the shop ('' for every shop), `q` the escaped search text.
 */
const matching = (typed: TypedDb, shopId: string, q: string) => {
  const pattern = `%${q}%`;
  return typed
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('shops as s', 's.id', 'r.shop_id')
    .select(['r.id', 'r.status', 'r.created_at'])
    .$call((qb) => (shopId === '' ? qb : qb.where('r.shop_id', '=', shopId)))
    .$call((qb) =>
      q === ''
        ? qb
        : qb.where((eb) =>
            eb.or([
              eb('r.id', 'ilike', pattern),
              eb('r.order_id', 'ilike', pattern),
              eb(sql<string>`o.address->>'name'`, 'ilike', pattern),
              ...(shopId === '' ? [eb('s.name', 'ilike', pattern)] : []),
              eb.exists(
                eb
                  .selectFrom('refund_items as ri')
                  .innerJoin('order_items as i', 'i.id', 'ri.order_item_id')
                  .select(sql.lit(1).as('one'))
                  .whereRef('ri.refund_id', '=', 'r.id')
                  .where('i.name', 'ilike', pattern),
              ),
            ]),
          ),
    )
    .as('m');
};

/** The refund as the seller's list and the admin's queue show it (buyer masked as core masks for a seller). */
export async function refundDeskJson(db: Db, row: RefundRow): Promise<RefundDeskItem> {
  const extra = await typedDb(db)
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('shops as s', 's.id', 'r.shop_id')
    .select([sql<string | null>`o.address->>'name'`.as('buyer_name'), 's.name as shop_name'])
    .where('r.id', '=', row.id)
    .executeTakeFirst();
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
  const typed = typedDb(db);
  return typed.selectFrom(matching(typed, shopId, q)).select(['m.status', sql<number>`count(*)::int`.as('total')]).groupBy('m.status').execute();
}

async function pageIds(db: Db, shopId: string, q: string, statuses: RefundStatus[] | null, page: number, newestFirst: boolean): Promise<string[]> {
  const order = newestFirst ? 'desc' : 'asc';
  const typed = typedDb(db);
  const rows = await typed
    .selectFrom(matching(typed, shopId, q))
    .select('m.id')
    .$call((qb) => (statuses === null ? qb : qb.where('m.status', '=', sql<RefundStatus>`ANY(${statuses}::text[])`)))
    .orderBy('m.created_at', order)
    .orderBy('m.id', order)
    .limit(REFUND_LIST_PAGE_LIMIT)
    .offset((page - 1) * REFUND_LIST_PAGE_LIMIT)
    .execute();
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
