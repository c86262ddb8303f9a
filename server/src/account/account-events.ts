import type { OtpChannel } from '@modavi/core';
import type { Db } from '../db/db.js';

/**
 * What the account history records: a contact detail `changed` by the owner (set, replaced or
 * removed), or `released` (taken by someone who proved the address, from an account that had
 * only typed it in). The history exists so that support can tell, after a dispute, when an
 * account's way in changed; it keeps the kind and the time, not the addresses.
 */
export type AccountEventKind = `${OtpChannel}_changed` | `${OtpChannel}_released`;

export interface AccountEvent {
  readonly kind: AccountEventKind;
  /** Epoch ms. */
  readonly at: number;
}

export async function accountEventRecord(db: Db, userId: string, kind: AccountEventKind, at: number): Promise<void> {
  await db.query(`INSERT INTO account_events (user_id, kind, at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))`, [userId, kind, at]);
}

/** An account's history, newest first. */
export async function accountEventsRead(db: Db, userId: string): Promise<AccountEvent[]> {
  const rows = await db.query<{ kind: AccountEventKind; at: number | string }>(
    `SELECT kind, extract(epoch FROM at)::float8 * 1000 AS at FROM account_events WHERE user_id = $1 ORDER BY at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({ kind: row.kind, at: Math.round(Number(row.at)) }));
}
