import { err, ok, type Payout, type Result, type SellerIncomeErrorCode } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';
import { entryAppend } from './income-writer.js';
import { payoutNotify } from './payout-notify.js';
import { payoutRow } from './payouts-read.js';

/**
 * The admin says the bank paid a processing payout, with the bank's reference; the seller is
 * told. The money left the balance when the payout was made: nothing is written to the ledger.
 * Call inside a transaction.
 */
export async function payoutMarkPaid(db: Db, id: string, reference: string, now: number): Promise<Result<Payout, SellerIncomeErrorCode>> {
  const payout = await payoutRow(db, id, null, true);
  if (!payout) return err('SELLER_INCOME.PAYOUT_NOT_FOUND');
  if (payout.status !== 'processing') return err('SELLER_INCOME.PAYOUT_NOT_PROCESSING');
  await typedDb(db).updateTable('payouts').set({ status: 'paid', bank_reference: reference, paid_at: msTime(now) }).where('id', '=', id).execute();
  const paid = await payoutRow(db, id, null);
  if (!paid) return err('SELLER_INCOME.PAYOUT_NOT_FOUND');
  await payoutNotify(db, paid);
  return ok(paid);
}

/**
 * The admin says the transfer failed, with the reason: the payout's amount goes back to the
 * shop's balance by a new entry (`payout_returned`), its lines count as payable again (a failed
 * payout takes nothing: income-sql.ts's lineOwed), the next payout takes them; the seller is told.
 * Call inside a transaction.
 */
export async function payoutMarkFailed(db: Db, id: string, reason: string, now: number): Promise<Result<Payout, SellerIncomeErrorCode>> {
  const payout = await payoutRow(db, id, null, true);
  if (!payout) return err('SELLER_INCOME.PAYOUT_NOT_FOUND');
  if (payout.status !== 'processing') return err('SELLER_INCOME.PAYOUT_NOT_PROCESSING');
  await typedDb(db).updateTable('payouts').set({ status: 'failed', failure_reason: reason, failed_at: msTime(now) }).where('id', '=', id).execute();
  await entryAppend(db, { key: `payout_returned:${id}`, shopId: payout.shop_id, partId: null, payoutId: id, kind: 'payout_returned', amount: payout.amount }, now);
  const failed = await payoutRow(db, id, null);
  if (!failed) return err('SELLER_INCOME.PAYOUT_NOT_FOUND');
  await payoutNotify(db, failed);
  return ok(failed);
}
