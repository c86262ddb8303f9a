import { INCOME_PAGE_SIZE, type AdminPayoutPage, type Payout, type PayoutDetail, type PayoutPage, type PayoutStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { payoutIncomeLines } from './income-lines-read.js';

interface PayoutRow {
  readonly id: string;
  readonly shop_id: string;
  readonly shop_name: string;
  readonly amount: number;
  readonly lines: number;
  readonly status: PayoutStatus;
  readonly created_ms: number;
  readonly paid_ms: number | null;
  readonly bank_reference: string | null;
  readonly failure_reason: string | null;
  readonly bank_name: string;
  readonly account_number: string;
  readonly account_holder: string;
  readonly branch: string;
}

const PAYOUT_COLUMNS = `p.id, p.shop_id, s.name AS shop_name, p.amount, (SELECT count(*)::int FROM payout_lines pl WHERE pl.payout_id = p.id) AS lines,
  p.status, (extract(epoch FROM p.created_at) * 1000)::float8 AS created_ms, (extract(epoch FROM p.paid_at) * 1000)::float8 AS paid_ms,
  p.bank_reference, p.failure_reason, p.bank_name, p.account_number, p.account_holder, p.branch`;

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
  if (lock) await db.query('SELECT id FROM payouts WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN shops s ON s.id = p.shop_id WHERE p.id = $1 AND ($2::text IS NULL OR p.shop_id = $2)`,
    [id, shopId],
  );
  return row ? payoutOf(row) : null;
}

export async function payoutDetail(db: Db, id: string, shopId: string | null, now: number): Promise<PayoutDetail | null> {
  const payout = await payoutRow(db, id, shopId);
  return payout ? { ...payout, income_lines: await payoutIncomeLines(db, id, now) } : null;
}

/** The shop's payouts, newest first. */
export async function sellerPayoutsPage(db: Db, shopId: string, page: number): Promise<PayoutPage> {
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM payouts WHERE shop_id = $1', [shopId]);
  const rows = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN shops s ON s.id = p.shop_id WHERE p.shop_id = $1
     ORDER BY p.created_at DESC, p.id DESC LIMIT ${INCOME_PAGE_SIZE} OFFSET ${(page - 1) * INCOME_PAGE_SIZE}`,
    [shopId],
  );
  return { items: rows.map(payoutOf), page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0 };
}

/** Every shop's payouts, oldest first (the queue of transfers to make), by status and a search of shop name or id or bank reference. */
export async function adminPayoutsPage(db: Db, query: { status: PayoutStatus | null; q: string; page: number }): Promise<AdminPayoutPage> {
  const params = [query.status, query.q === '' ? null : likePattern(query.q)];
  const where = `WHERE ($1::text IS NULL OR p.status = $1) AND ($2::text IS NULL OR s.name ILIKE $2 OR p.shop_id ILIKE $2 OR p.bank_reference ILIKE $2 OR p.id ILIKE $2)`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM payouts p JOIN shops s ON s.id = p.shop_id ${where}`, params);
  const rows = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN shops s ON s.id = p.shop_id ${where}
     ORDER BY p.created_at, p.id LIMIT ${INCOME_PAGE_SIZE} OFFSET ${(query.page - 1) * INCOME_PAGE_SIZE}`,
    params,
  );
  const [counts] = await db.query<{ processing: number; paid: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status = 'processing')::int AS processing, count(*) FILTER (WHERE status = 'paid')::int AS paid,
       count(*) FILTER (WHERE status = 'failed')::int AS failed FROM payouts`,
  );
  return { items: rows.map(payoutOf), page: query.page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0, counts: counts ?? { processing: 0, paid: 0, failed: 0 } };
}

/** The payouts in a status, oldest first, for the bank transfer file. */
export async function payoutsInStatus(db: Db, status: PayoutStatus): Promise<Payout[]> {
  const rows = await db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN shops s ON s.id = p.shop_id WHERE p.status = $1 ORDER BY p.created_at, p.id`, [status]);
  return rows.map(payoutOf);
}
