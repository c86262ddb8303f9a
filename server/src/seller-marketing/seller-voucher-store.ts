import {
  vnd,
  voucherStatus,
  type CampaignCounts,
  type CampaignListState,
  type SellerListQuery,
  type SellerVoucher,
  type SellerVoucherPage,
  type Voucher,
  type VoucherForm,
  type VoucherUsageFigures,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { VOUCHER_COLUMNS, voucherJson, type VoucherRow } from '../checkout/voucher-rows.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { campaignCountsSql, campaignFilterSql } from './campaign-state-sql.js';

/** Each voucher's saves, live uses and the dong those uses took off (a released use, of a cancelled order, counts for nothing). */
async function usageOf(db: Db, ids: readonly string[]): Promise<Map<string, VoucherUsageFigures>> {
  const rows = await db.query<{ id: string; saved: number; used: number; given: number }>(
    `SELECT v.id,
       (SELECT count(*) FROM voucher_saves s WHERE s.voucher_id = v.id)::int AS saved,
       (SELECT count(*) FROM voucher_usage u WHERE u.voucher_id = v.id AND u.released_at IS NULL)::int AS used,
       (SELECT coalesce(sum(amount), 0) FROM voucher_usage u WHERE u.voucher_id = v.id AND u.released_at IS NULL)::float8 AS given
     FROM vouchers v WHERE v.id = ANY($1::text[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, { saved_count: row.saved, used_count: row.used, discount_given: vnd(row.given) }]));
}

const NO_USE: VoucherUsageFigures = { saved_count: 0, used_count: 0, discount_given: vnd(0) };

async function sellerJson(db: Db, rows: readonly VoucherRow[], now: number): Promise<SellerVoucher[]> {
  const usage = await usageOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const voucher = voucherJson(row);
    return { ...voucher, status: voucherStatus(voucher, now), usage: usage.get(row.id) ?? NO_USE };
  });
}

/** A page of the shop's vouchers (not deleted), newest first, by name or code and tab at `now`, with every tab's count. */
export async function sellerVoucherList(db: Db, shopId: string, query: SellerListQuery<CampaignListState>, now: number): Promise<SellerVoucherPage> {
  const [counts] = await db.query<CampaignCounts>(`SELECT ${campaignCountsSql('$2')} FROM vouchers WHERE shop_id = $1 AND NOT deleted`, [shopId, now]);
  const where = `v.shop_id = $1 AND NOT v.deleted AND ${campaignFilterSql('$2', '$3')} AND ($4 = '' OR v.name ILIKE $5 OR v.code ILIKE $5)`;
  const params = [shopId, now, query.status, query.q, likePattern(query.q)];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM vouchers v WHERE ${where}`, params);
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE ${where} ORDER BY v.position DESC, v.id LIMIT $6 OFFSET $7`, [
    ...params,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  return {
    items: await sellerJson(db, rows, now),
    page: query.page,
    limit: query.limit,
    total: count?.total ?? 0,
    counts: counts ?? { all: 0, upcoming: 0, running: 0, ended: 0 },
  };
}

/** One of the shop's vouchers; another shop's, the platform's or a deleted one is none. */
export async function sellerVoucherGet(db: Db, shopId: string, id: string, now: number): Promise<SellerVoucher | null> {
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE v.id = $1 AND v.shop_id = $2 AND NOT v.deleted`, [id, shopId]);
  const [voucher] = await sellerJson(db, rows, now);
  return voucher ?? null;
}

/** Whether another voucher (any shop's or the platform's, deleted or not) holds this code: checkout finds vouchers by code. */
export async function voucherCodeTaken(db: Db, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM vouchers WHERE code = $1 AND id IS DISTINCT FROM $2', [code, exceptId]);
  return rows.length > 0;
}

const formParams = (form: VoucherForm) => [
  form.name,
  form.code,
  form.kind,
  form.scope,
  JSON.stringify(form.product_ids),
  form.display,
  form.saveable_count,
  form.usable_count,
  form.discount_type,
  form.value,
  form.max_discount ?? null,
  form.min_order,
  form.max_budget ?? null,
  form.start_time,
  form.end_time,
  form.per_customer_limit,
  form.app_only,
  form.first_purchase_only,
  JSON.stringify(form.user_ids),
];

const FORM_COLUMNS = `name, code, kind, scope, product_ids, display, saveable_count, usable_count, discount_type, value, max_discount,
  min_order, max_budget, start_time, end_time, per_customer_limit, app_only, first_purchase_only, user_ids`;
const FORM_VALUES = `$3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, to_timestamp($16::float8 / 1000),
  to_timestamp($17::float8 / 1000), $18, $19, $20, $21::jsonb`;

/**
 * A new voucher of the shop, in the same table checkout reads, after every other voucher in the
 * buyers' order. A shop's voucher covers only its own shop, so `shop_ids` stays empty.
 */
export async function sellerVoucherCreate(db: Db, shopId: string, id: string, form: VoucherForm): Promise<void> {
  await db.query(
    `INSERT INTO vouchers (id, shop_id, ${FORM_COLUMNS}, shop_ids, position)
     VALUES ($1, $2, ${FORM_VALUES}, '[]'::jsonb, (SELECT coalesce(max(position), -1) + 1 FROM vouchers))`,
    [id, shopId, ...formParams(form)],
  );
}

/** Replaces a voucher's fields (the caller has judged the change with core's voucherSellerCheck). */
export async function sellerVoucherUpdate(db: Db, shopId: string, id: string, form: VoucherForm): Promise<void> {
  await db.query(`UPDATE vouchers SET (${FORM_COLUMNS}) = (${FORM_VALUES}) WHERE id = $1 AND shop_id = $2 AND NOT deleted`, [id, shopId, ...formParams(form)]);
}

/** Ends a voucher early: checkout refuses it as expired from now on. */
export async function sellerVoucherEnd(db: Db, shopId: string, id: string): Promise<void> {
  await db.query('UPDATE vouchers SET ended_early = true WHERE id = $1 AND shop_id = $2 AND NOT deleted', [id, shopId]);
}

/** Deletes a voucher: kept (its uses name it) as deleted, gone from every list, wallet offer and checkout. */
export async function sellerVoucherDelete(db: Db, shopId: string, id: string): Promise<void> {
  await db.query('UPDATE vouchers SET deleted = true WHERE id = $1 AND shop_id = $2', [id, shopId]);
}

/** The voucher as core's entity, for the seller's check of a change. */
export const voucherOf = (voucher: SellerVoucher): Voucher => {
  const { status: _status, usage: _usage, ...plain } = voucher;
  return plain;
};
