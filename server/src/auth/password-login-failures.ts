import { PASSWORD_CHANGE_POLICY, PASSWORD_LOGIN_POLICY, passwordChangeAllowed, passwordLoginAllowed, type Clock } from '@modavi/core';
import type { Db } from '../db/db.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether this email may try a password now (core's passwordLoginAllowed over its recent failures). */
export async function passwordLoginOpen(db: Db, clock: Clock, email: string): Promise<boolean> {
  const now = clock.now();
  const rows = await db.query<{ at: number }>(
    `SELECT extract(epoch FROM failed_at)::float8 * 1000 AS at FROM password_login_failures WHERE email = $1 AND failed_at > $2::timestamptz`,
    [email, iso(now - PASSWORD_LOGIN_POLICY.windowMs)],
  );
  return passwordLoginAllowed(
    rows.map((row) => Math.round(row.at)),
    now,
  );
}

/** A wrong password (or an unknown email: the two must look alike). */
export async function passwordLoginFailed(db: Db, clock: Clock, email: string): Promise<void> {
  await db.query(`INSERT INTO password_login_failures (email, failed_at) VALUES ($1, $2::timestamptz)`, [email, iso(clock.now())]);
}

/** A right password forgets the earlier mistakes. */
export async function passwordLoginSucceeded(db: Db, email: string): Promise<void> {
  await db.query(`DELETE FROM password_login_failures WHERE email = $1`, [email]);
}

/** Whether this account may try its current password at a password change now (core's passwordChangeAllowed). */
export async function passwordChangeOpen(db: Db, clock: Clock, userId: string): Promise<boolean> {
  const now = clock.now();
  const rows = await db.query<{ at: number }>(
    `SELECT extract(epoch FROM failed_at)::float8 * 1000 AS at FROM password_change_failures WHERE user_id = $1 AND failed_at > $2::timestamptz`,
    [userId, iso(now - PASSWORD_CHANGE_POLICY.windowMs)],
  );
  return passwordChangeAllowed(
    rows.map((row) => Math.round(row.at)),
    now,
  );
}

/** A wrong current password at a password change. */
export async function passwordChangeFailed(db: Db, clock: Clock, userId: string): Promise<void> {
  await db.query(`INSERT INTO password_change_failures (user_id, failed_at) VALUES ($1, $2::timestamptz)`, [userId, iso(clock.now())]);
}

/** A right current password forgets the earlier mistakes. */
export async function passwordChangeSucceeded(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM password_change_failures WHERE user_id = $1`, [userId]);
}
