import { LOGIN_THROTTLE_POLICY, codeRequestAddressDecide, loginThrottleWait, type Clock } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

const iso = (ms: number) => new Date(ms).toISOString();
/** An instant as the earlier SQL wrote it: ISO text cast to timestamptz. */
const instant = (ms: number) => sql<Date>`${iso(ms)}::timestamptz`;
const epochMs = (rows: readonly { at: number }[]) => rows.map((row) => Math.round(row.at));
const epochMsOf = (column: 'failed_at' | 'requested_at') => sql<number>`extract(epoch FROM ${sql.ref(column)})::float8 * 1000`.as('at');

/**
 * How long (ms) `address` must wait before trying a password for `subject` (an email) again; 0
 * lets it try. Core's loginThrottleWait over its recent failures: for this subject, and for
 * all. Nobody else waits, the owner included. Codes pass `null`: each code already locks after
 * OTP_POLICY.maxAttempts (the person is told to ask for a new one), so only the address counts.
 */
export async function loginWait(db: Db, clock: Clock, address: string, subject: string | null): Promise<number> {
  const now = clock.now();
  const rows = await typedDb(db)
    .selectFrom('login_failures')
    .select([epochMsOf('failed_at'), 'subject'])
    .where('address', '=', address)
    .where('failed_at', '>', instant(now - LOGIN_THROTTLE_POLICY.windowMs))
    .execute();
  const pair = subject === null ? [] : epochMs(rows.filter((row) => row.subject === subject));
  return loginThrottleWait({ pair, address: epochMs(rows) }, now);
}

/** A wrong password (or an unknown email: the two must look alike), or a wrong code. */
export async function loginFailed(db: Db, clock: Clock, address: string, subject: string): Promise<void> {
  await typedDb(db).insertInto('login_failures').values({ address, subject, failed_at: iso(clock.now()) }).execute();
}

/**
 * The right password forgets this address's mistakes for this subject. Not its failures for
 * others: a guesser must not clear its slate by logging in to an account of its own.
 */
export async function loginSucceeded(db: Db, address: string, subject: string): Promise<void> {
  await typedDb(db).deleteFrom('login_failures').where('address', '=', address).where('subject', '=', subject).execute();
}

/** Whether `address` may have another code sent (core's codeRequestAddressDecide over its unredeemed codes). */
export async function codeRequestAddressOpen(db: Db, clock: Clock, address: string, windowMs: number) {
  const now = clock.now();
  const rows = await typedDb(db)
    .selectFrom('one_time_codes')
    .select(epochMsOf('requested_at'))
    .where('requested_from', '=', address)
    .where('requested_at', '>', instant(now - windowMs))
    .where('accepted_at', 'is', null)
    .execute();
  return codeRequestAddressDecide(epochMs(rows), now);
}
