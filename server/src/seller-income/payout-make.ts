import { randomBytes } from 'node:crypto';
import { payoutDayIs, payoutPeriodKey } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';
import { entryAppend } from './income-writer.js';
import { lineOwed } from './income-sql.js';

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
  const typed = typedDb(tx);
  const account = await typed
    .selectFrom('shop_payment_accounts')
    .select(['shop_id', 'bank_name', 'account_number', 'account_holder', 'branch', 'settlement'])
    .where('shop_id', '=', shopId)
    .forUpdate()
    .executeTakeFirst();
  if (!account || !payoutDayIs(account.settlement, now)) return [];
  const lines = await typed
    .selectFrom('income_lines as l')
    .select((eb) => ['l.order_shop_id as id', lineOwed(eb.ref('l.order_shop_id')).as('owed')])
    .where('l.shop_id', '=', shopId)
    .where('l.payable_at', 'is not', null)
    .where('l.payable_at', '<=', msTime(now))
    .orderBy('l.delivered_at')
    .orderBy('l.order_shop_id')
    .execute();
  const owing = lines.filter((line) => line.owed !== 0);
  const groups = account.settlement === 'per_order' ? owing.map((line) => [line]) : [owing];
  const made: string[] = [];
  for (const group of groups) {
    const amount = group.reduce((sum, line) => sum + line.owed, 0);
    if (group.length === 0 || amount <= 0) continue;
    const periodKey = account.settlement === 'per_order' ? null : `${shopId}:${payoutPeriodKey(account.settlement, now)}`;
    const id = randomBytes(12).toString('hex');
    const inserted = await typed
      .insertInto('payouts')
      .values({
        id,
        shop_id: shopId,
        amount,
        status: 'processing',
        period_key: periodKey,
        bank_name: account.bank_name,
        account_number: account.account_number,
        account_holder: account.account_holder,
        branch: account.branch,
        created_at: msTime(now),
      })
      .onConflict((oc) => oc.column('period_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    for (const line of group) await typed.insertInto('payout_lines').values({ payout_id: id, order_shop_id: line.id, amount: line.owed }).execute();
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
  const shops = await typedDb(db)
    .selectFrom('income_lines as l')
    .innerJoin('shop_payment_accounts as a', 'a.shop_id', 'l.shop_id')
    .select('l.shop_id')
    .distinct()
    .where('l.payable_at', 'is not', null)
    .where('l.payable_at', '<=', msTime(now))
    .where((eb) => eb(lineOwed(eb.ref('l.order_shop_id')), '<>', 0))
    .orderBy('l.shop_id')
    .execute();
  let made = 0;
  for (const shop of shops) made += (await db.transaction((tx) => shopPayoutsMake(tx, shop.shop_id, now))).length;
  return made;
}
