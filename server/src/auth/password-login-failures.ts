import { passwordChangeAllowed, PASSWORD_CHANGE_POLICY, type Clock } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

const iso = (ms: number) => new Date(ms).toISOString();
/** An instant as the earlier SQL wrote it: ISO text cast to timestamptz. */
const instant = (ms: number) => sql<Date>`${iso(ms)}::timestamptz`;

/**
 * Recent wrong passwords kept in one table, keyed by the account, judged by one of core's
 * policies. Used by password change (by account); login is throttled by client address
 * instead (login-throttle.ts), so a stranger cannot lock the owner out.
 */
function failureLog(windowMs: number, allowed: (failures: readonly number[], now: number) => boolean) {
  return {
    /** Whether this key may try a password now. */
    async open(db: Db, clock: Clock, value: string): Promise<boolean> {
      const now = clock.now();
      const rows = await typedDb(db)
        .selectFrom('password_change_failures')
        .select(sql<number>`extract(epoch FROM failed_at)::float8 * 1000`.as('at'))
        .where('user_id', '=', value)
        .where('failed_at', '>', instant(now - windowMs))
        .execute();
      return allowed(
        rows.map((row) => Math.round(row.at)),
        now,
      );
    },
    async failed(db: Db, clock: Clock, value: string): Promise<void> {
      await typedDb(db).insertInto('password_change_failures').values({ user_id: value, failed_at: iso(clock.now()) }).execute();
    },
    /** A right password forgets the earlier mistakes. */
    async succeeded(db: Db, value: string): Promise<void> {
      await typedDb(db).deleteFrom('password_change_failures').where('user_id', '=', value).execute();
    },
  };
}

const changeFailures = failureLog(PASSWORD_CHANGE_POLICY.windowMs, passwordChangeAllowed);

/** Whether this account may try its current password at a password change now (core's passwordChangeAllowed). */
export const passwordChangeOpen = changeFailures.open;
/** A wrong current password at a password change. */
export const passwordChangeFailed = changeFailures.failed;
export const passwordChangeSucceeded = changeFailures.succeeded;
