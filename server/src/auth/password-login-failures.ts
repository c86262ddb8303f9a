import { passwordChangeAllowed, PASSWORD_CHANGE_POLICY, PASSWORD_LOGIN_POLICY, passwordLoginAllowed, type Clock } from '@modavi/core';
import type { Db } from '../db/db.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Recent wrong passwords kept in one table, keyed by one column, judged by one of core's
 * policies. Login (by email) and password change (by account) keep theirs apart, alike.
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

const loginFailures = failureLog('password_login_failures', 'email', PASSWORD_LOGIN_POLICY.windowMs, passwordLoginAllowed);
const changeFailures = failureLog('password_change_failures', 'user_id', PASSWORD_CHANGE_POLICY.windowMs, passwordChangeAllowed);

/** Whether this email may try a password now (core's passwordLoginAllowed over its recent failures). */
export const passwordLoginOpen = loginFailures.open;
/** A wrong password (or an unknown email: the two must look alike). */
export const passwordLoginFailed = loginFailures.failed;
export const passwordLoginSucceeded = loginFailures.succeeded;

/** Whether this account may try its current password at a password change now (core's passwordChangeAllowed). */
export const passwordChangeOpen = changeFailures.open;
/** A wrong current password at a password change. */
export const passwordChangeFailed = changeFailures.failed;
export const passwordChangeSucceeded = changeFailures.succeeded;
