import type { OtpChannel } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { accountEventRecord } from '../account/account-events.js';
import { msTime } from '../db/time-sql.js';

const COLUMN = {
  email: { value: 'email', verified: 'email_verified_at' },
  phone: { value: 'phone', verified: 'phone_verified_at' },
} as const satisfies Readonly<Record<OtpChannel, { readonly value: string; readonly verified: string }>>;

/**
 * Someone has just proven an address (a sign-up code, a contact code, a provider's word): a
 * live account that holds it without having proven it loses it, with a 'released' entry in its
 * history. Without this, an address typed into a profile would squat on its real owner (email
 * and phone are unique among live accounts). Run it in the transaction that stores the address.
 */
export async function contactReleaseUnproven(db: Db, channel: OtpChannel, destination: string, now: number): Promise<void> {
  const { value, verified } = COLUMN[channel];
  const released = await typedDb(db)
    .updateTable('users')
    .set({ [value]: null })
    .where(value, '=', destination)
    .where(verified, 'is', null)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  for (const holder of released) await accountEventRecord(db, holder.id, `${channel}_released`, now);
}

/** Marks a social account's email proven when its provider vouches for that same email at a later login. */
export async function contactVerifiedMark(db: Db, userId: string, channel: OtpChannel, destination: string, now: number): Promise<void> {
  const { value, verified } = COLUMN[channel];
  await typedDb(db)
    .updateTable('users')
    .set({ [verified]: msTime(now) })
    .where('id', '=', userId)
    .where(value, '=', destination)
    .where(verified, 'is', null)
    .execute();
}
