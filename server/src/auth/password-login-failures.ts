import { passwordChangeAllowed, PASSWORD_CHANGE_POLICY, type Clock } from '@modavi/core';
import type { Db } from '../db/db.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Recent wrong passwords kept in one table, keyed by one column, judged by one of core's
 * policies. Used by password change (by account); login is throttled by client address
 * instead (login-throttle.ts), so a stranger cannot lock the owner out.
 */
function failureLog(table: string, key: string, windowMs: number, allowed: (failures: readonly number[], now: number) => boolean) {
  return {
    /** Whether this key may try a password now. */
    async open(db: Db, clock: Clock, value: string): Promise<boolean> {
      const now = clock.now();
      const rows = await db.query<{ at: number }>(
        `SELECT extract(epoch FROM failed_at)::float8 * 1000 AS at FROM ${table} WHERE ${key} = $1 AND failed_at > $2::timestamptz`,
        [value, iso(now - windowMs)],
      );
      return allowed(
        rows.map((row) => Math.round(row.at)),
        now,
      );
    },
    async failed(db: Db, clock: Clock, value: string): Promise<void> {
      await db.query(`INSERT INTO ${table} (${key}, failed_at) VALUES ($1, $2::timestamptz)`, [value, iso(clock.now())]);
    },
    /** A right password forgets the earlier mistakes. */
    async succeeded(db: Db, value: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE ${key} = $1`, [value]);
    },
  };
}

const changeFailures = failureLog('password_change_failures', 'user_id', PASSWORD_CHANGE_POLICY.windowMs, passwordChangeAllowed);

/** Whether this account may try its current password at a password change now (core's passwordChangeAllowed). */
export const passwordChangeOpen = changeFailures.open;
/** A wrong current password at a password change. */
export const passwordChangeFailed = changeFailures.failed;
export const passwordChangeSucceeded = changeFailures.succeeded;
