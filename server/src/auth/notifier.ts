import { randomBytes } from 'node:crypto';
import type { Clock, Locale, OtpChannel, OtpPurpose } from '@modavi/core';
import type { Db } from '../db/db.js';

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
    await db.query(
      `INSERT INTO outbox_messages (id, channel, destination, purpose, body, code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomBytes(12).toString('hex'),
        message.channel,
        message.destination,
        message.purpose,
        message.body,
        message.code,
        new Date(clock.now()).toISOString(),
      ],
    );
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
export function outboxRead(db: Db, destination: string | null, limit = 50): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    `SELECT id, channel, destination, purpose, body, code, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
     FROM outbox_messages WHERE ($1::text IS NULL OR destination = $1) ORDER BY seq DESC LIMIT $2`,
    [destination, limit],
  );
}
