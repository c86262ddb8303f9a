import {
  vnd,
  voucherStatus,
  type CampaignListState,
  type SellerListQuery,
  type SellerVoucher,
  type SellerVoucherPage,
  type Voucher,
  type VoucherForm,
  type VoucherUsageFigures,
} from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { voucherColumns, voucherJson, type VoucherRow } from '../checkout/voucher-rows.js';
import { msTime } from '../db/time-sql.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { campaignCounts, campaignFilter, type CampaignColumns } from './campaign-state-sql.js';

type VoucherTables = DB & { v: DB['vouchers'] };


const voucherCampaign = (eb: ExpressionBuilder<VoucherTables, 'v'>): CampaignColumns => ({
  endedEarly: eb.ref('v.ended_early'),
  start: eb.ref('v.start_time'),
  end: eb.ref('v.end_time'),
});

/** Each voucher's saves, live uses and the dong those uses took off (a released use, of a cancelled order, counts for nothing). */
async function usageOf(db: Db, ids: readonly string[]): Promise<Map<string, VoucherUsageFigures>> {
  const rows = await typedDb(db)
    .selectFrom('vouchers as v')
    .select((eb) => [
      'v.id',
      eb.selectFrom('voucher_saves as s').select(sql<number>`count(*)::int`.as('n')).whereRef('s.voucher_id', '=', 'v.id').as('saved'),
      eb.selectFrom('voucher_usage as u').select(sql<number>`count(*)::int`.as('n')).whereRef('u.voucher_id', '=', 'v.id').where('u.released_at', 'is', null).as('used'),
      eb
        .selectFrom('voucher_usage as u')
        .select(sql<number>`coalesce(sum(u.amount), 0)::float8`.as('n'))
        .whereRef('u.voucher_id', '=', 'v.id')
        .where('u.released_at', 'is', null)
        .as('given'),
    ])
    .where((eb) => eb('v.id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)))
    .execute();
  // An aggregate's subquery always answers one row: the nulls below never come.
  return new Map(rows.map((row) => [row.id, { saved_count: row.saved ?? 0, used_count: row.used ?? 0, discount_given: vnd(row.given ?? 0) }]));
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
  const typed = typedDb(db);
  const counts = await typed
    .selectFrom('vouchers as v')
    .select((eb) => campaignCounts(voucherCampaign(eb), now))
    .where('v.shop_id', '=', shopId)
    .where('v.deleted', '=', false)
    .executeTakeFirst();
  const listed = (eb: ExpressionBuilder<VoucherTables, 'v'>) =>
    eb.and([
      eb('v.shop_id', '=', shopId),
      eb('v.deleted', '=', false),
      campaignFilter(voucherCampaign(eb), now, query.status),
      ...(query.q === '' ? [] : [eb.or([eb('v.name', 'ilike', likePattern(query.q)), eb('v.code', 'ilike', likePattern(query.q))])]),
    ]);
  const count = await typed.selectFrom('vouchers as v').select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await typed
    .selectFrom('vouchers as v')
    .select(voucherColumns)
    .where(listed)
    .orderBy('v.position', 'desc')
    .orderBy('v.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
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
  const rows = await typedDb(db).selectFrom('vouchers as v').select(voucherColumns).where('v.id', '=', id).where('v.shop_id', '=', shopId).where('v.deleted', '=', false).execute();
  const [voucher] = await sellerJson(db, rows, now);
  return voucher ?? null;
}

/** Whether another voucher (any shop's or the platform's, deleted or not) holds this code: checkout finds vouchers by code. */
export async function voucherCodeTaken(db: Db, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await typedDb(db).selectFrom('vouchers').select(sql.lit(1).as('one')).where('code', '=', code).where('id', 'is distinct from', exceptId).execute();
  return rows.length > 0;
}

const formFields = (form: VoucherForm) => ({
  name: form.name,
  code: form.code,
  kind: form.kind,
  scope: form.scope,
  product_ids: JSON.stringify(form.product_ids),
  display: form.display,
  saveable_count: form.saveable_count,
  usable_count: form.usable_count,
  discount_type: form.discount_type,
  value: form.value,
  max_discount: form.max_discount ?? null,
  min_order: form.min_order,
  max_budget: form.max_budget ?? null,
  start_time: msTime(form.start_time),
  end_time: msTime(form.end_time),
  per_customer_limit: form.per_customer_limit,
  app_only: form.app_only,
  first_purchase_only: form.first_purchase_only,
  user_ids: JSON.stringify(form.user_ids),
});

/**
 * A new voucher of the shop, in the same table checkout reads, after every other voucher in the
 * buyers' order. A shop's voucher covers only its own shop, so `shop_ids` stays empty.
 */
export async function sellerVoucherCreate(db: Db, shopId: string, id: string, form: VoucherForm): Promise<void> {
  await typedDb(db)
    .insertInto('vouchers')
    .values((eb) => ({
      id,
      shop_id: shopId,
      ...formFields(form),
      shop_ids: '[]',
      position: eb.selectFrom('vouchers').select(sql<number>`coalesce(max(position), -1) + 1`.as('next')),
    }))
    .execute();
}

/** Replaces a voucher's fields (the caller has judged the change with core's voucherSellerCheck). */
export async function sellerVoucherUpdate(db: Db, shopId: string, id: string, form: VoucherForm): Promise<void> {
  await typedDb(db).updateTable('vouchers').set(formFields(form)).where('id', '=', id).where('shop_id', '=', shopId).where('deleted', '=', false).execute();
}

/** Ends a voucher early: checkout refuses it as expired from now on. */
export async function sellerVoucherEnd(db: Db, shopId: string, id: string): Promise<void> {
  await typedDb(db).updateTable('vouchers').set({ ended_early: true }).where('id', '=', id).where('shop_id', '=', shopId).where('deleted', '=', false).execute();
}

/** Deletes a voucher: kept (its uses name it) as deleted, gone from every list, wallet offer and checkout. */
export async function sellerVoucherDelete(db: Db, shopId: string, id: string): Promise<void> {
  await typedDb(db).updateTable('vouchers').set({ deleted: true }).where('id', '=', id).where('shop_id', '=', shopId).execute();
}

/** The voucher as core's entity, for the seller's check of a change. */
export const voucherOf = (voucher: SellerVoucher): Voucher => {
  const { status: _status, usage: _usage, ...plain } = voucher;
  return plain;
};
