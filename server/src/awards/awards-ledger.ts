import { checkIn, voteCast, type CheckInErrorCode, type Result, type VoteErrorCode } from '@modavi/core';
import type { Db } from '../db/db.js';

interface BalanceRow {
  readonly balance: number;
  readonly last_check_in_day: number | null;
}

/**
 * The account's balance row, locked until the transaction ends (created empty on first use), so
 * two calls of one account run one after the other and neither spends what the other already did.
 */
async function balanceLocked(tx: Db, userId: string): Promise<BalanceRow> {
  await tx.query('INSERT INTO awards_vote_balances (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const [row] = await tx.query<BalanceRow>('SELECT balance, last_check_in_day FROM awards_vote_balances WHERE user_id = $1 FOR UPDATE', [userId]);
  return row ?? { balance: 0, last_check_in_day: null };
}

/** The balance and last check-in day of an account (0 and none before its first check-in). */
export async function awardsBalanceRead(db: Db, userId: string): Promise<BalanceRow> {
  const [row] = await db.query<BalanceRow>('SELECT balance, last_check_in_day FROM awards_vote_balances WHERE user_id = $1', [userId]);
  return row ?? { balance: 0, last_check_in_day: null };
}

/** Today's check-in through core's checkIn, under the row lock; the new balance. */
export function awardsCheckIn(db: Db, userId: string, today: number): Promise<Result<number, CheckInErrorCode>> {
  return db.transaction(async (tx) => {
    const row = await balanceLocked(tx, userId);
    const outcome = checkIn(row.balance, row.last_check_in_day, today);
    if (!outcome.ok) return outcome;
    await tx.query('UPDATE awards_vote_balances SET balance = $2, last_check_in_day = $3 WHERE user_id = $1', [userId, outcome.value.balance, today]);
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
    const spent = await tx.query('UPDATE awards_vote_balances SET balance = $2 WHERE user_id = $1 AND balance = $3 RETURNING balance', [
      userId,
      outcome.value,
      row.balance,
    ]);
    if (spent.length === 0) return { ok: false, error: 'VOTE.OUT_OF_VOTES' };
    const [nominee] = await tx.query<{ votes: number }>('UPDATE awards_nominees SET votes = votes + $2 WHERE id = $1 RETURNING votes', [nomineeId, count]);
    await tx.query('INSERT INTO awards_votes (nominee_id, user_id, count) VALUES ($1, $2, $3)', [nomineeId, userId, count]);
    return { ok: true, value: { balance: outcome.value, votes: nominee?.votes ?? 0 } };
  });
}
