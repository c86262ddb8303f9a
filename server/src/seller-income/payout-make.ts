import { randomBytes } from 'node:crypto';
import { payoutDayIs, payoutPeriodKey, type SettlementSchedule } from '@modavi/core';
import type { Db } from '../db/db.js';
import { entryAppend } from './income-writer.js';
import { LINE_OWED_SQL } from './income-sql.js';

interface AccountRow {
  readonly shop_id: string;
  readonly bank_name: string;
  readonly account_number: string;
  readonly account_holder: string;
  readonly branch: string;
  readonly settlement: SettlementSchedule;
}

/**
 * One shop's payout, in one transaction: its payment account is locked (two runners making
 * payouts at once take turns, and the second finds nothing owed), its payable lines with money
 * owed are taken, the payout row written with the account as it is now, and the ledger's
 * `payout` entry takes the amount out of the balance. Weekly and monthly settlement make one
 * payout per period (payouts.period_key); per_order pays each payable line as its own payout.
 * Nothing is made when the lines owe nothing or less than nothing (a refund after an earlier
 * payout waits for more income). Answers the payouts made.
 */
async function shopPayoutsMake(tx: Db, shopId: string, now: number): Promise<string[]> {
  const [account] = await tx.query<AccountRow>(
    'SELECT shop_id, bank_name, account_number, account_holder, branch, settlement FROM shop_payment_accounts WHERE shop_id = $1 FOR UPDATE',
    [shopId],
  );
  if (!account || !payoutDayIs(account.settlement, now)) return [];
  const lines = await tx.query<{ id: string; owed: number }>(
    `SELECT l.order_shop_id AS id, ${LINE_OWED_SQL} AS owed FROM income_lines l
     WHERE l.shop_id = $1 AND l.payable_at IS NOT NULL AND l.payable_at <= to_timestamp($2::float8 / 1000) ORDER BY l.delivered_at, l.order_shop_id`,
    [shopId, now],
  );
  const owing = lines.filter((line) => line.owed !== 0);
  const groups = account.settlement === 'per_order' ? owing.map((line) => [line]) : [owing];
  const made: string[] = [];
  for (const group of groups) {
    const amount = group.reduce((sum, line) => sum + line.owed, 0);
    if (group.length === 0 || amount <= 0) continue;
    const periodKey = account.settlement === 'per_order' ? null : `${shopId}:${payoutPeriodKey(account.settlement, now)}`;
    const id = randomBytes(12).toString('hex');
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO payouts (id, shop_id, amount, status, period_key, bank_name, account_number, account_holder, branch, created_at)
       VALUES ($1, $2, $3, 'processing', $4, $5, $6, $7, $8, to_timestamp($9::float8 / 1000)) ON CONFLICT (period_key) DO NOTHING RETURNING id`,
      [id, shopId, amount, periodKey, account.bank_name, account.account_number, account.account_holder, account.branch, now],
    );
    if (!inserted) continue;
    for (const line of group) await tx.query('INSERT INTO payout_lines (payout_id, order_shop_id, amount) VALUES ($1, $2, $3)', [id, line.id, line.owed]);
    await entryAppend(tx, { key: `payout:${id}`, shopId, partId: null, payoutId: id, kind: 'payout', amount: -amount }, now);
    made.push(id);
  }
  return made;
}

/**
 * Makes the payouts due at `now`: every shop with a bank account and payable lines still owed,
 * on its schedule's days (per_order: every run; weekly: Mondays; monthly: the 1st; Vietnam
 * days). A shop without a bank account is skipped: its lines stay payable. Each shop is its own
 * transaction. Answers how many payouts were made.
 */
export async function payoutsMake(db: Db, now: number): Promise<number> {
  const shops = await db.query<{ shop_id: string }>(
    `SELECT DISTINCT l.shop_id FROM income_lines l JOIN shop_payment_accounts a ON a.shop_id = l.shop_id
     WHERE l.payable_at IS NOT NULL AND l.payable_at <= to_timestamp($1::float8 / 1000) AND ${LINE_OWED_SQL} <> 0 ORDER BY l.shop_id`,
    [now],
  );
  let made = 0;
  for (const shop of shops) made += (await db.transaction((tx) => shopPayoutsMake(tx, shop.shop_id, now))).length;
  return made;
}
