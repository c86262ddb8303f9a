import { accountNumberMask, feePlanAt, payoutDayIs, payoutNextAt, type SellerIncomeSummary, type SettlementSchedule } from '@modavi/core';
import type { Db } from '../db/db.js';
import { shopPlanFacts } from './income-facts.js';
import { LINE_OWED_SQL } from './income-sql.js';

/**
 * The shop's balance from its ledger: `pending` and `payable` are what its delivered lines still
 * owe (their entries less what payouts took), by whether the payable job has marked them (as
 * the line list's statuses read);
 * `processing` and `paid` are its payouts'. pending + payable is the sum of the shop's entries.
 */
export async function incomeSummary(db: Db, shopId: string, now: number): Promise<SellerIncomeSummary> {
  const [balance] = await db.query<{ pending: number; payable: number; processing: number; paid: number }>(
    `SELECT
       (SELECT coalesce(sum(${LINE_OWED_SQL}), 0)::int FROM income_lines l WHERE l.shop_id = $1 AND l.payable_at IS NULL) AS pending,
       (SELECT coalesce(sum(${LINE_OWED_SQL}), 0)::int FROM income_lines l WHERE l.shop_id = $1 AND l.payable_at IS NOT NULL) AS payable,
       (SELECT coalesce(sum(amount), 0)::int FROM payouts WHERE shop_id = $1 AND status = 'processing') AS processing,
       (SELECT coalesce(sum(amount), 0)::int FROM payouts WHERE shop_id = $1 AND status = 'paid') AS paid`,
    [shopId],
  );
  const [account] = await db.query<{ bank_name: string; account_number: string; account_holder: string; settlement: SettlementSchedule }>(
    'SELECT bank_name, account_number, account_holder, settlement FROM shop_payment_accounts WHERE shop_id = $1',
    [shopId],
  );
  const figures = balance ?? { pending: 0, payable: 0, processing: 0, paid: 0 };
  const plan = feePlanAt(await shopPlanFacts(db, shopId, now), now);
  let next: number | null = null;
  // The payout job runs every few minutes: money payable on a payout day goes out today.
  if (account) next = figures.payable > 0 && payoutDayIs(account.settlement, now) ? now : payoutNextAt(account.settlement, now);
  return {
    balance: figures,
    fee_plan: plan,
    next_payout_at: next,
    bank: account ? { bank_name: account.bank_name, account_number_masked: accountNumberMask(account.account_number), account_holder: account.account_holder } : null,
  };
}
