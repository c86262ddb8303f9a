import { err, ok, type Result } from '../shared/result.js';
import { VIETNAM_UTC_OFFSET_MS, vietnamDayNumber } from '../format/vietnam-day.js';
import { MINUTE_MS } from '../format/epoch-ms.js';

/** Spec sections 4 and 9: each check-in gives 10 votes. */
export const VOTES_PER_CHECK_IN = 10;

/**
 * "Once per day" is a calendar day in Vietnam time (UTC+7), the awards event's home. A day
 * of the visitor's own clock would let anyone check in twice by changing their time zone,
 * and the server, which has the final word, counts days the same way for everyone.
 */
export const CHECK_IN_UTC_OFFSET_MINUTES = VIETNAM_UTC_OFFSET_MS / MINUTE_MS;

export type VoteErrorCode = 'VOTE.OUT_OF_VOTES' | 'VOTE.INVALID_COUNT';
export type CheckInErrorCode = 'CHECK_IN.ALREADY_DONE';

const votes = (value: number): number => (Number.isInteger(value) && value > 0 ? value : 0);

/**
 * Spends `n` votes from `balance` and returns what is left. Spec: when votes run out a
 * message is shown, so spending more than the balance is 'VOTE.OUT_OF_VOTES'; `n` must be a
 * whole number of at least 1.
 */
export function voteCast(balance: number, n: number): Result<number, VoteErrorCode> {
  if (!Number.isInteger(n) || n < 1) return err('VOTE.INVALID_COUNT');
  const available = votes(balance);
  if (n > available) return err('VOTE.OUT_OF_VOTES');
  return ok(available - n);
}

/** The check-in day of an instant: days since the epoch on the Vietnam calendar. */
export const checkInDay = (nowMs: number): number => vietnamDayNumber(nowMs);

export interface CheckedIn {
  readonly balance: number;
  readonly lastCheckInDay: number;
}

/**
 * Checks in on `today` (a `checkInDay`): adds VOTES_PER_CHECK_IN once per day. A second
 * check-in the same day, or one dated before the last (a clock set back), is refused.
 */
export function checkIn(balance: number, lastCheckInDay: number | null, today: number): Result<CheckedIn, CheckInErrorCode> {
  if (lastCheckInDay !== null && today <= lastCheckInDay) return err('CHECK_IN.ALREADY_DONE');
  return ok({ balance: votes(balance) + VOTES_PER_CHECK_IN, lastCheckInDay: today });
}
