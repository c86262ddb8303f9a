import { checkIn, voteCast, type CheckInErrorCode, type Result, type VoteErrorCode } from '@modavi/core';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

type BalanceRow = Pick<Selectable<DB['awards_vote_balances']>, 'balance' | 'last_check_in_day'>;

/**
 * The account's balance row, locked until the transaction ends (created empty on first use), so
 * two calls of one account run one after the other and neither spends what the other already did.
 */
async function balanceLocked(tx: Db, userId: string): Promise<BalanceRow> {
  const typed = typedDb(tx);
  await typed
    .insertInto('awards_vote_balances')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await typed.selectFrom('awards_vote_balances').select(['balance', 'last_check_in_day']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row ?? { balance: 0, last_check_in_day: null };
}

/** The balance and last check-in day of an account (0 and none before its first check-in). */
export async function awardsBalanceRead(db: Db, userId: string): Promise<BalanceRow> {
  const row = await typedDb(db).selectFrom('awards_vote_balances').select(['balance', 'last_check_in_day']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? { balance: 0, last_check_in_day: null };
}

/** Today's check-in through core's checkIn, under the row lock; the new balance. */
export function awardsCheckIn(db: Db, userId: string, today: number): Promise<Result<number, CheckInErrorCode>> {
  return db.transaction(async (tx) => {
    const row = await balanceLocked(tx, userId);
    const outcome = checkIn(row.balance, row.last_check_in_day, today);
    if (!outcome.ok) return outcome;
    await typedDb(tx)
      .updateTable('awards_vote_balances')
      .set({ balance: outcome.value.balance, last_check_in_day: today })
      .where('user_id', '=', userId)
      .execute();
    return { ok: true, value: outcome.value.balance };
  });
}

/**
 * Spends `count` votes on a nominee through core's voteCast, under the row lock. The UPDATE also
 * requires the balance it read, so even an engine without row locks never spends a vote twice
 * (the CHECK on the column is the last guard).
 */
export function awardsVoteSpend(db: Db, userId: string, nomineeId: string, count: number): Promise<Result<{ balance: number; votes: number }, VoteErrorCode>> {
  return db.transaction(async (tx) => {
    const row = await balanceLocked(tx, userId);
    const outcome = voteCast(row.balance, count);
    if (!outcome.ok) return outcome;
    const typed = typedDb(tx);
    const spent = await typed
      .updateTable('awards_vote_balances')
      .set({ balance: outcome.value })
      .where('user_id', '=', userId)
      .where('balance', '=', row.balance)
      .returning('balance')
      .execute();
    if (spent.length === 0) return { ok: false, error: 'VOTE.OUT_OF_VOTES' };
    const nominee = await typed
      .updateTable('awards_nominees')
      .set((eb) => ({ votes: eb('votes', '+', count) }))
      .where('id', '=', nomineeId)
      .returning('votes')
      .executeTakeFirst();
    await typed.insertInto('awards_votes').values({ nominee_id: nomineeId, user_id: userId, count }).execute();
    return { ok: true, value: { balance: outcome.value, votes: nominee?.votes ?? 0 } };
  });
}
