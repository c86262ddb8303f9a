import { accountNumberMask, feePlanAt, payoutDayIs, payoutNextAt, type SellerIncomeSummary } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sql } from 'kysely';
import { typedDb } from '../db/kysely.js';
import { shopPlanFacts } from './income-facts.js';
import { lineOwed } from './income-sql.js';

/**
 * The shop's balance from its ledger: `pending` and `payable` are what its delivered lines still
 * owe (their entries less what payouts took), by whether the payable job has marked them (as
 * the line list's statuses read);
 * `processing` and `paid` are its payouts'. pending + payable is the sum of the shop's entries.
 */
export async function incomeSummary(db: Db, shopId: string, now: number): Promise<SellerIncomeSummary> {
  const typed = typedDb(db);
  const balance = await typed
    .selectNoFrom((eb) => {
      const owed = (payable: boolean) =>
        eb
          .selectFrom('income_lines as l')
          .select((line) => sql<number>`coalesce(sum(${lineOwed(line.ref('l.order_shop_id'))}), 0)::int`.as('s'))
          .where('l.shop_id', '=', shopId)
          .where('l.payable_at', payable ? 'is not' : 'is', null)
          .$asScalar();
      const payouts = (status: 'processing' | 'paid') =>
        eb.selectFrom('payouts').select(sql<number>`coalesce(sum(amount), 0)::int`.as('s')).where('shop_id', '=', shopId).where('status', '=', status).$asScalar();
      return [owed(false).as('pending'), owed(true).as('payable'), payouts('processing').as('processing'), payouts('paid').as('paid')];
    })
    .executeTakeFirst();
  const account = await typed
    .selectFrom('shop_payment_accounts')
    .select(['bank_name', 'account_number', 'account_holder', 'settlement'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
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
