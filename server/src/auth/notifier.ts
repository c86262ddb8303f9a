import { randomBytes } from 'node:crypto';
import { OtpChannelSchema, OtpPurposeSchema, type Clock, type Locale, type OtpChannel, type OtpPurpose } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/** A verification code on its way to a phone (SMS) or a mailbox. */
export interface CodeMessage {
  readonly channel: OtpChannel;
  /** The normalised destination: '+84 091 234 5678' or 'lan@modavi.vn'. */
  readonly destination: string;
  readonly purpose: OtpPurpose;
  readonly code: string;
  /** The text as the person would read it. */
  readonly body: string;
  /** The language of the request, for the mail's subject. */
  readonly locale: Locale;
}

/**
 * Delivers verification codes. Outside production the default is `outboxNotifier`, which only
 * records the message; in production `deliveryNotifier` sends it by mail or SMS
 * (delivery/). A send that fails throws: the route withdraws the code.
 */
export interface Notifier {
  send(message: CodeMessage): Promise<void>;
}

/** Keeps each message in `outbox_messages`, readable outside production (GET api/v1/dev/outbox). */
export const outboxNotifier = (db: Db, clock: Clock): Notifier => ({
  async send(message) {
    await typedDb(db)
      .insertInto('outbox_messages')
      .values({
        id: randomBytes(12).toString('hex'),
        channel: message.channel,
        destination: message.destination,
        purpose: message.purpose,
        body: message.body,
        code: message.code,
        created_at: new Date(clock.now()).toISOString(),
      })
      .execute();
  },
});

export interface OutboxEntry {
  readonly id: string;
  readonly channel: OtpChannel;
  readonly destination: string;
  readonly purpose: OtpPurpose;
  readonly body: string;
  readonly code: string;
  readonly created_at: string;
}

/** The newest messages first, optionally to one destination. */
export async function outboxRead(db: Db, destination: string | null, limit = 50): Promise<OutboxEntry[]> {
  const rows = await typedDb(db)
    .selectFrom('outbox_messages')
    .select([
      'id',
      'channel',
      'destination',
      'purpose',
      'body',
      'code',
      sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
    ])
    .$if(destination !== null, (qb) => qb.where('destination', '=', destination ?? ''))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, channel: OtpChannelSchema.parse(row.channel), purpose: OtpPurposeSchema.parse(row.purpose) }));
}
