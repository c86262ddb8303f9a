import type { OtpChannel } from '@modavi/core';
import type { Db } from '../db/db.js';
import { accountEventRecord } from '../account/account-events.js';

const COLUMN: Readonly<Record<OtpChannel, { readonly value: string; readonly verified: string }>> = {
  email: { value: 'email', verified: 'email_verified_at' },
  phone: { value: 'phone', verified: 'phone_verified_at' },
};

/**
 * Someone has just proven an address (a sign-up code, a contact code, a provider's word): a
 * live account that holds it without having proven it loses it, with a 'released' entry in its
 * history. Without this, an address typed into a profile would squat on its real owner (email
 * and phone are unique among live accounts). Run it in the transaction that stores the address.
 */
export async function contactReleaseUnproven(db: Db, channel: OtpChannel, destination: string, now: number): Promise<void> {
  const { value, verified } = COLUMN[channel];
  const released = await db.query<{ id: string }>(
    `UPDATE users SET ${value} = NULL WHERE ${value} = $1 AND ${verified} IS NULL AND deleted_at IS NULL RETURNING id`,
    [destination],
  );
  for (const holder of released) await accountEventRecord(db, holder.id, `${channel}_released`, now);
}

/** Marks a social account's email proven when its provider vouches for that same email at a later login. */
export async function contactVerifiedMark(db: Db, userId: string, channel: OtpChannel, destination: string, now: number): Promise<void> {
  const { value, verified } = COLUMN[channel];
  await db.query(`UPDATE users SET ${verified} = to_timestamp($3::float8 / 1000) WHERE id = $1 AND ${value} = $2 AND ${verified} IS NULL`, [
    userId,
    destination,
    now,
  ]);
}
