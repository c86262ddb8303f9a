import type { OtpChannel } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';

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
  await typedDb(db)
    .insertInto('account_events')
    .values({ user_id: userId, kind, at: msTime(at) })
    .execute();
}

/** An account's history, newest first. */
export async function accountEventsRead(db: Db, userId: string): Promise<AccountEvent[]> {
  const rows = await typedDb(db)
    .selectFrom('account_events')
    .select(['kind', sql<number | string>`extract(epoch FROM at)::float8 * 1000`.as('at')])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ kind: row.kind, at: Math.round(Number(row.at)) }));
}
