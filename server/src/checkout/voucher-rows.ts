import { vnd, voucherCodeNormalize, type Voucher, type VoucherContext } from '@modavi/core';
import type { Db } from '../db/db.js';

/** A row of `vouchers` as VOUCHER_COLUMNS reads it (also the seller's voucher routes). */
export interface VoucherRow {
  readonly id: string;
  readonly shop_id: string | null;
  readonly name: string;
  readonly code: string;
  readonly kind: Voucher['kind'];
  readonly scope: Voucher['scope'];
  readonly product_ids: string[];
  readonly display: Voucher['display'];
  readonly saveable_count: number;
  readonly usable_count: number;
  readonly discount_type: Voucher['discount_type'];
  readonly value: number;
  readonly max_discount: number | null;
  readonly min_order: number;
  readonly max_budget: number | null;
  readonly start_ms: number;
  readonly end_ms: number;
  readonly per_customer_limit: number;
  readonly app_only: boolean;
  readonly first_purchase_only: boolean;
  readonly user_ids: string[];
  readonly shop_ids: string[];
  readonly ended_early: boolean;
  readonly deleted: boolean;
}

export const VOUCHER_COLUMNS = `v.id, v.shop_id, v.name, v.code, v.kind, v.scope, v.product_ids, v.display, v.saveable_count, v.usable_count,
  v.discount_type, v.value, v.max_discount, v.min_order, v.max_budget,
  (extract(epoch FROM v.start_time) * 1000)::float8 AS start_ms, (extract(epoch FROM v.end_time) * 1000)::float8 AS end_ms,
  v.per_customer_limit, v.app_only, v.first_purchase_only, v.user_ids, v.shop_ids, v.ended_early, v.deleted`;

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
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE v.code = ANY($1::text[]) ORDER BY v.id ${lock ? 'FOR UPDATE' : ''}`,
    [codes.map(voucherCodeNormalize)],
  );
  return new Map(rows.map((row) => [row.code, voucherJson(row)]));
}

/**
 * Vouchers a visitor may be shown: listed publicly, not deleted or ended, running or still to
 * come, and meant for everyone or for this account. Platform vouchers first, then by shop.
 */
export async function vouchersListed(db: Db, userId: string | null, now: number): Promise<Voucher[]> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers v
     WHERE v.display = 'public' AND NOT v.deleted AND NOT v.ended_early AND v.end_time > to_timestamp($1::float8 / 1000)
       AND (v.user_ids = '[]'::jsonb OR ($2::text IS NOT NULL AND v.user_ids ? $2::text))
     ORDER BY v.shop_id NULLS FIRST, v.position`,
    [now, userId],
  );
  return rows.map(voucherJson);
}

/** What a voucher has given so far, overall and to one owner: core's VoucherContext counts. */
export type VoucherUsage = Pick<VoucherContext, 'usedCount' | 'budgetUsed' | 'timesUsedByCustomer'>;

export async function voucherUsage(db: Db, ownerId: string, voucherIds: readonly string[]): Promise<Map<string, VoucherUsage>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db.query<{ voucher_id: string; used: number; budget: number; mine: number }>(
    `SELECT voucher_id, count(*)::int AS used, coalesce(sum(amount), 0)::float8 AS budget,
       count(*) FILTER (WHERE owner_id = $1)::int AS mine
     FROM voucher_usage WHERE voucher_id = ANY($2::text[]) AND released_at IS NULL GROUP BY voucher_id`,
    [ownerId, [...voucherIds]],
  );
  const usage = new Map(rows.map((row) => [row.voucher_id, { usedCount: row.used, budgetUsed: row.budget, timesUsedByCustomer: row.mine }]));
  return new Map(voucherIds.map((id) => [id, usage.get(id) ?? { usedCount: 0, budgetUsed: 0, timesUsedByCustomer: 0 }]));
}

