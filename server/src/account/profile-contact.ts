import {
  contactCodesCheck,
  profileContactChanges,
  type Clock,
  type ContactCodes,
  type OtpChannel,
  type ProfileUpdate,
  type Validation,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { OTP_REFUSALS } from '../auth/code-send.js';
import { contactReleaseUnproven } from '../auth/contact-claims.js';
import type { Notifier } from '../auth/notifier.js';
import { codesConsume } from '../auth/one-time-codes.js';
import type { UserRecord } from '../auth/users.js';
import { accountEventRecord } from './account-events.js';
import { profileWrite } from './account-store.js';

/** What proving and storing a new email or phone needs: codes keyed with the pepper, sent by the notifier. */
export interface ContactDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly pepper: string;
  readonly notifier: Notifier;
}

const TAKEN: Readonly<Record<OtpChannel, () => ApiError>> = {
  email: () => new ApiError(409, ERROR_CODES.profileEmailTaken, 'Another account uses this email.'),
  phone: () => new ApiError(409, ERROR_CODES.profilePhoneTaken, 'Another account uses this phone.'),
};

const COLUMN = { email: 'email', phone: 'phone' } as const satisfies Readonly<Record<OtpChannel, string>>;
const VERIFIED_COLUMN = { email: 'email_verified_at', phone: 'phone_verified_at' } as const satisfies Readonly<Record<OtpChannel, string>>;

/**
 * 409 when another live account holds the address and proved it. One that only typed it in
 * does not block: whoever proves the address takes it (contactReleaseUnproven).
 */
export async function contactTakenRefuse(db: Db, userId: string, channel: OtpChannel, destination: string | null | undefined): Promise<void> {
  if (destination == null) return;
  const row = await typedDb(db)
    .selectFrom('users')
    .select('id')
    .where(COLUMN[channel], '=', destination)
    .where(VERIFIED_COLUMN[channel], 'is not', null)
    .where('id', '<>', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (row) throw TAKEN[channel]();
}

/**
 * The contact details a profile update changes, each proven by the code sent to its new value
 * (asked for through POST me/contact-code by this same account). The codes are checked
 * together: a wrong one uses none up. Throws the OTP refusal (or OTP.REQUIRED on the field).
 */
export async function profileContactProve(
  deps: ContactDeps,
  user: UserRecord,
  update: ProfileUpdate,
  body: unknown,
  valid: <T>(validation: Validation<T>) => T,
): Promise<readonly OtpChannel[]> {
  const changes = profileContactChanges(user.profile, update);
  const codes: ContactCodes = valid(contactCodesCheck(changes, body));
  const tries = changes.map((channel) => ({
    target: { channel, destination: update[channel] ?? '', purpose: 'contact' as const, owner: user.id },
    typed: codes[channel] ?? '',
  }));
  if (tries.length === 0) return changes;
  const outcome = await codesConsume(deps.db, deps.clock, deps.pepper, tries);
  if (outcome !== 'ACCEPTED') throw new ApiError(...OTP_REFUSALS[outcome]);
  return changes;
}

/**
 * Stores the profile in one transaction: proven new addresses are taken from any account that
 * only typed them in, marked verified, and each email or phone that changed (set, replaced or
 * removed) is written to the account history.
 */
export async function profileSave(db: Db, user: UserRecord, update: ProfileUpdate, proven: readonly OtpChannel[], now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of proven) await contactReleaseUnproven(tx, channel, update[channel] ?? '', now);
    await profileWrite(tx, user.id, update);
    for (const channel of ['email', 'phone'] as const) {
      if ((update[channel] ?? null) === (user.profile[channel] ?? null)) continue;
      const verifiedAt = proven.includes(channel) ? now : null;
      await typedDb(tx)
        .updateTable('users')
        .set({ [VERIFIED_COLUMN[channel]]: sql<Date | null>`to_timestamp(${verifiedAt}::float8 / 1000)` })
        .where('id', '=', user.id)
        .execute();
      await accountEventRecord(tx, user.id, `${channel}_changed`, now);
    }
  });
}
