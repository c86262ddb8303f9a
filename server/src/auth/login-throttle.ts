import { LOGIN_THROTTLE_POLICY, codeRequestAddressDecide, loginThrottleWait, type Clock } from '@modavi/core';
import type { Db } from '../db/db.js';

const iso = (ms: number) => new Date(ms).toISOString();
const epochMs = (rows: readonly { at: number }[]) => rows.map((row) => Math.round(row.at));

/**
 * How long (ms) `address` must wait before trying a password for `subject` (an email) again; 0
 * lets it try. Core's loginThrottleWait over its recent failures: for this subject, and for
 * all. Nobody else waits, the owner included. Codes pass `null`: each code already locks after
 * OTP_POLICY.maxAttempts (the person is told to ask for a new one), so only the address counts.
 */
export async function loginWait(db: Db, clock: Clock, address: string, subject: string | null): Promise<number> {
  const now = clock.now();
  const rows = await db.query<{ at: number; subject: string }>(
    `SELECT extract(epoch FROM failed_at)::float8 * 1000 AS at, subject FROM login_failures
     WHERE address = $1 AND failed_at > $2::timestamptz`,
    [address, iso(now - LOGIN_THROTTLE_POLICY.windowMs)],
  );
  const pair = subject === null ? [] : epochMs(rows.filter((row) => row.subject === subject));
  return loginThrottleWait({ pair, address: epochMs(rows) }, now);
}

/** A wrong password (or an unknown email: the two must look alike), or a wrong code. */
export async function loginFailed(db: Db, clock: Clock, address: string, subject: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (address, subject, failed_at) VALUES ($1, $2, $3::timestamptz)`, [address, subject, iso(clock.now())]);
}

/**
 * The right password forgets this address's mistakes for this subject. Not its failures for
 * others: a guesser must not clear its slate by logging in to an account of its own.
 */
export async function loginSucceeded(db: Db, address: string, subject: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE address = $1 AND subject = $2`, [address, subject]);
}

/** Whether `address` may have another code sent (core's codeRequestAddressDecide over its unredeemed codes). */
export async function codeRequestAddressOpen(db: Db, clock: Clock, address: string, windowMs: number) {
  const now = clock.now();
  const rows = await db.query<{ at: number }>(
    `SELECT extract(epoch FROM requested_at)::float8 * 1000 AS at FROM one_time_codes
     WHERE requested_from = $1 AND requested_at > $2::timestamptz AND accepted_at IS NULL`,
    [address, iso(now - windowMs)],
  );
  return codeRequestAddressDecide(epochMs(rows), now);
}
