import { vnd, voucherCodeNormalize, type Voucher, type VoucherContext } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';

/** A query over vouchers as `v`. */
type VoucherTables = DB & { v: DB['vouchers'] };

/** A voucher's columns as checkout and the seller's voucher routes read them. */
export const voucherColumns = (eb: ExpressionBuilder<VoucherTables, 'v'>) =>
  [
    'v.id',
    'v.shop_id',
    'v.name',
    'v.code',
    'v.kind',
    'v.scope',
    'v.product_ids',
    'v.display',
    'v.saveable_count',
    'v.usable_count',
    'v.discount_type',
    'v.value',
    'v.max_discount',
    'v.min_order',
    'v.max_budget',
    epochMs(eb.ref('v.start_time')).as('start_ms'),
    epochMs(eb.ref('v.end_time')).as('end_ms'),
    'v.per_customer_limit',
    'v.app_only',
    'v.first_purchase_only',
    'v.user_ids',
    'v.shop_ids',
    'v.ended_early',
    'v.deleted',
  ] as const;

const voucherRowsQuery = (db: Db) => typedDb(db).selectFrom('vouchers as v').select(voucherColumns);

/** A row of `vouchers` as voucherColumns reads it. */
export type VoucherRow = Awaited<ReturnType<ReturnType<typeof voucherRowsQuery>['execute']>>[number];

const amountOrNull = (value: number | null) => (value === null ? null : vnd(value));

/** A row as core's Voucher (times in epoch ms). */
export const voucherJson = (row: VoucherRow): Voucher => ({
  _id: row.id,
  shop_id: row.shop_id,
  name: row.name,
  code: row.code,
  kind: row.kind,
  scope: row.scope,
  product_ids: row.product_ids,
  display: row.display,
  saveable_count: row.saveable_count,
  usable_count: row.usable_count,
  discount_type: row.discount_type,
  value: row.value,
  max_discount: amountOrNull(row.max_discount),
  min_order: vnd(row.min_order),
  max_budget: amountOrNull(row.max_budget),
  start_time: row.start_ms,
  end_time: row.end_ms,
  per_customer_limit: row.per_customer_limit,
  app_only: row.app_only,
  first_purchase_only: row.first_purchase_only,
  user_ids: row.user_ids,
  shop_ids: row.shop_ids,
  ended_early: row.ended_early,
  deleted: row.deleted,
});

/**
 * The vouchers behind these codes, by code. With `lock` their rows stay locked (in id order)
 * until the transaction ends, so two orders cannot both take a voucher's last use.
 */
export async function vouchersByCode(db: Db, codes: readonly string[], lock: boolean): Promise<Map<string, Voucher>> {
  if (codes.length === 0) return new Map();
  const rows = await voucherRowsQuery(db)
    .where('v.code', '=', sql<string>`ANY(${codes.map(voucherCodeNormalize)}::text[])`)
    .orderBy('v.id')
    .$call((qb) => (lock ? qb.forUpdate() : qb))
    .execute();
  return new Map(rows.map((row) => [row.code, voucherJson(row)]));
}

/**
 * Vouchers a visitor may be shown: listed publicly, not deleted or ended, running or still to
 * come, and meant for everyone or for this account. Platform vouchers first, then by shop.
 */
export async function vouchersListed(db: Db, userId: string | null, now: number): Promise<Voucher[]> {
  const rows = await voucherRowsQuery(db)
    .where('v.display', '=', 'public')
    .where('v.deleted', '=', false)
    .where('v.ended_early', '=', false)
    .where('v.end_time', '>', msTime(now))
    .where(sql<boolean>`(v.user_ids = '[]'::jsonb OR (${userId}::text IS NOT NULL AND v.user_ids ? ${userId}::text))`)
    .orderBy('v.shop_id', (ob) => ob.asc().nullsFirst())
    .orderBy('v.position')
    .execute();
  return rows.map(voucherJson);
}

/** What a voucher has given so far, overall and to one owner: core's VoucherContext counts. */
export type VoucherUsage = Pick<VoucherContext, 'usedCount' | 'budgetUsed' | 'timesUsedByCustomer'>;

export async function voucherUsage(db: Db, ownerId: string, voucherIds: readonly string[]): Promise<Map<string, VoucherUsage>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await typedDb(db)
    .selectFrom('voucher_usage')
    .select([
      'voucher_id',
      sql<number>`count(*)::int`.as('used'),
      sql<number>`coalesce(sum(amount), 0)::float8`.as('budget'),
      sql<number>`count(*) FILTER (WHERE owner_id = ${ownerId})::int`.as('mine'),
    ])
    .where('voucher_id', '=', sql<string>`ANY(${[...voucherIds]}::text[])`)
    .where('released_at', 'is', null)
    .groupBy('voucher_id')
    .execute();
  const usage = new Map(rows.map((row) => [row.voucher_id, { usedCount: row.used, budgetUsed: row.budget, timesUsedByCustomer: row.mine }]));
  return new Map(voucherIds.map((id) => [id, usage.get(id) ?? { usedCount: 0, budgetUsed: 0, timesUsedByCustomer: 0 }]));
}

