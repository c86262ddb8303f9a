import { INCOME_PAGE_SIZE, type AdminPayoutPage, type Payout, type PayoutDetail, type PayoutPage, type PayoutStatus } from '@modavi/core';
import { sql, type ExpressionBuilder, type InferResult } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs } from '../db/time-sql.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { payoutIncomeLines } from './income-lines-read.js';

type PayoutTables = DB & { p: DB['payouts']; s: DB['shops'] };

/** Payouts as `p` with their shop as `s`. */
const payoutsWithShop = (db: Db) => typedDb(db).selectFrom('payouts as p').innerJoin('shops as s', 's.id', 'p.shop_id');

const payoutColumns = (eb: ExpressionBuilder<PayoutTables, 'p' | 's'>) =>
  [
    'p.id',
    'p.shop_id',
    's.name as shop_name',
    'p.amount',
    eb.selectFrom('payout_lines as pl').select(sql<number>`count(*)::int`.as('n')).whereRef('pl.payout_id', '=', 'p.id').$asScalar().as('lines'),
    'p.status',
    epochMs(eb.ref('p.created_at')).as('created_ms'),
    epochMs(eb.ref('p.paid_at')).as('paid_ms'),
    'p.bank_reference',
    'p.failure_reason',
    'p.bank_name',
    'p.account_number',
    'p.account_holder',
    'p.branch',
  ] as const;

const payoutRows = (db: Db) => payoutsWithShop(db).select(payoutColumns);

type PayoutRow = InferResult<ReturnType<typeof payoutRows>>[number];

const payoutOf = (row: PayoutRow): Payout => ({
  _id: row.id,
  shop_id: row.shop_id,
  shop_name: row.shop_name,
  amount: row.amount,
  lines: row.lines,
  status: row.status,
  created_at: Math.round(row.created_ms),
  paid_at: row.paid_ms === null ? null : Math.round(row.paid_ms),
  bank_reference: row.bank_reference,
  failure_reason: row.failure_reason,
  bank: { bank_name: row.bank_name, account_number: row.account_number, account_holder: row.account_holder, branch: row.branch },
});

/** One payout's row; `shopId` scopes it to a shop (a seller sees its own only: another's is not found). */
export async function payoutRow(db: Db, id: string, shopId: string | null, lock = false): Promise<Payout | null> {
  if (lock) await typedDb(db).selectFrom('payouts').select('id').where('id', '=', id).forUpdate().execute();
  const found = payoutRows(db).where('p.id', '=', id);
  const row = await (shopId === null ? found : found.where('p.shop_id', '=', shopId)).executeTakeFirst();
  return row ? payoutOf(row) : null;
}

export async function payoutDetail(db: Db, id: string, shopId: string | null, now: number): Promise<PayoutDetail | null> {
  const payout = await payoutRow(db, id, shopId);
  return payout ? { ...payout, income_lines: await payoutIncomeLines(db, id, now) } : null;
}

/** The shop's payouts, newest first. */
export async function sellerPayoutsPage(db: Db, shopId: string, page: number): Promise<PayoutPage> {
  const count = await typedDb(db).selectFrom('payouts').select(sql<number>`count(*)::int`.as('total')).where('shop_id', '=', shopId).executeTakeFirst();
  const rows = await payoutRows(db)
    .where('p.shop_id', '=', shopId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(INCOME_PAGE_SIZE)
    .offset((page - 1) * INCOME_PAGE_SIZE)
    .execute();
  return { items: rows.map(payoutOf), page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0 };
}

/** Every shop's payouts, oldest first (the queue of transfers to make), by status and a search of shop name or id or bank reference. */
export async function adminPayoutsPage(db: Db, query: { status: PayoutStatus | null; q: string; page: number }): Promise<AdminPayoutPage> {
  const pattern = query.q === '' ? null : likePattern(query.q);
  const listed = (eb: ExpressionBuilder<PayoutTables, 'p' | 's'>) =>
    eb.and([
      ...(query.status === null ? [] : [eb('p.status', '=', query.status)]),
      ...(pattern === null
        ? []
        : [eb.or([eb('s.name', 'ilike', pattern), eb('p.shop_id', 'ilike', pattern), eb('p.bank_reference', 'ilike', pattern), eb('p.id', 'ilike', pattern)])]),
    ]);
  const count = await payoutsWithShop(db).select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await payoutRows(db)
    .where(listed)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(INCOME_PAGE_SIZE)
    .offset((query.page - 1) * INCOME_PAGE_SIZE)
    .execute();
  const counts = await typedDb(db)
    .selectFrom('payouts')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'processing')::int`.as('processing'),
      sql<number>`count(*) FILTER (WHERE status = 'paid')::int`.as('paid'),
      sql<number>`count(*) FILTER (WHERE status = 'failed')::int`.as('failed'),
    ])
    .executeTakeFirst();
  return { items: rows.map(payoutOf), page: query.page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0, counts: counts ?? { processing: 0, paid: 0, failed: 0 } };
}

/** The payouts in a status, oldest first, for the bank transfer file. */
export async function payoutsInStatus(db: Db, status: PayoutStatus): Promise<Payout[]> {
  const rows = await payoutRows(db).where('p.status', '=', status).orderBy('p.created_at').orderBy('p.id').execute();
  return rows.map(payoutOf);
}
