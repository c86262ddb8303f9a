import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_POLICY, otpCheck, otpRequestDecide, type Clock, type OtpChannel, type OtpCheckOutcome, type OtpPurpose } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { pepperedDigest } from './server-digest.js';

export interface CodeTarget {
  readonly channel: OtpChannel;
  /** Normalised (authDestinationParse). */
  readonly destination: string;
  readonly purpose: OtpPurpose;
  /** The account that asked (contact codes): only it can use the code. */
  readonly owner?: string;
}

export type CodeIssue = { readonly ok: true; readonly code: string; readonly expiresAt: number } | { readonly ok: false; readonly retryAfterMs: number };

const iso = (ms: number) => new Date(ms).toISOString();
/** An instant as the earlier SQL wrote it: ISO text cast to timestamptz. */
const instant = (ms: number) => sql<Date>`${iso(ms)}::timestamptz`;

/**
 * HMAC keyed with the server-only pepper (never the token secret, which every page is given):
 * a leaked table does not give six-digit codes away by brute force.
 */
export const codeHash = (pepper: string, id: string, code: string) => pepperedDigest(pepper, `otp:${id}`, code);

/**
 * A new code for a destination, unless the rate limit refuses it (core's otpRequestDecide over
 * the destination's recent requests). The newest code for a purpose is the only one that
 * counts, so a resend makes the earlier one useless. `from` is the client address that asked
 * (the per-address limit counts its codes never accepted).
 */
export async function codeIssue(db: Db, clock: Clock, pepper: string, target: CodeTarget, from: string | null = null): Promise<CodeIssue> {
  return db.transaction(async (tx) => {
    // Serialises requests for one destination so two at once cannot both pass the limit.
    const typed = typedDb(tx);
    await typed
      .selectNoFrom(sql<string>`pg_advisory_xact_lock(hashtext('otp:' || ${target.channel} || ':' || ${target.destination}))`.as('locked'))
      .execute();
    const now = clock.now();
    const recent = await typed
      .selectFrom('one_time_codes')
      .select([sql<number>`extract(epoch FROM requested_at)::float8 * 1000`.as('at'), 'purpose'])
      .where('channel', '=', target.channel)
      .where('destination', '=', target.destination)
      .where('requested_at', '>', instant(now - OTP_POLICY.windowMs))
      .execute();
    const decision = otpRequestDecide(
      {
        destination: recent.map((row) => Math.round(row.at)),
        samePurpose: recent.filter((row) => row.purpose === target.purpose).map((row) => Math.round(row.at)),
      },
      now,
    );
    if (!decision.ok) return decision;
    const id = randomBytes(12).toString('hex');
    const code = String(randomInt(0, 10 ** OTP_POLICY.length)).padStart(OTP_POLICY.length, '0');
    const expiresAt = now + OTP_POLICY.ttlMs;
    await codesUnusedConsume(tx, target, now);
    await typed
      .insertInto('one_time_codes')
      .values({
        id,
        channel: target.channel,
        destination: target.destination,
        purpose: target.purpose,
        code_hash: codeHash(pepper, id, code),
        requested_at: iso(now),
        expires_at: iso(expiresAt),
        owner_id: target.owner ?? null,
        requested_from: from,
      })
      .execute();
    return { ok: true, code, expiresAt };
  });
}

/** A typed code and the destination it should match. */
export interface CodeTry {
  readonly target: CodeTarget;
  readonly typed: string;
}

/**
 * Checks a typed code against the destination's newest unused one (core's otpCheck decides).
 * A miss counts an attempt; a match uses the code up, so it works once. Commits on its own:
 * a wrong try must count even though the request then fails.
 */
export async function codeConsume(db: Db, clock: Clock, pepper: string, target: CodeTarget, typed: string): Promise<OtpCheckOutcome> {
  return codesConsume(db, clock, pepper, [{ target, typed }]);
}

/**
 * Several codes at once (a profile changing email and phone): all of them are used up when all
 * match, none when one fails, so a typo in one does not burn the other. Answers the first
 * refusal, or 'ACCEPTED'.
 */
export function codesConsume(db: Db, clock: Clock, pepper: string, tries: readonly CodeTry[]): Promise<OtpCheckOutcome> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const checked: { id: string | null; matches: boolean; outcome: OtpCheckOutcome }[] = [];
    for (const { target, typed } of tries) {
      const row = await typedDb(tx)
        .selectFrom('one_time_codes')
        .select(['id', 'code_hash', 'attempts', sql<number>`extract(epoch FROM expires_at)::float8 * 1000`.as('expires_at')])
        .where('channel', '=', target.channel)
        .where('destination', '=', target.destination)
        .where('purpose', '=', target.purpose)
        .where('owner_id', 'is not distinct from', target.owner ?? null)
        .where('consumed_at', 'is', null)
        .orderBy('requested_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!row) {
        checked.push({ id: null, matches: false, outcome: 'OTP.INVALID' });
        continue;
      }
      const expected = Buffer.from(row.code_hash, 'base64url');
      const actual = Buffer.from(codeHash(pepper, row.id, typed), 'base64url');
      const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
      checked.push({ id: row.id, matches, outcome: otpCheck({ expiresAt: row.expires_at, attempts: row.attempts, matches, now }) });
    }
    const refused = checked.find((one) => one.outcome !== 'ACCEPTED');
    if (!refused) {
      // Every check was accepted, so each found its code (a missing one is refused).
      for (const one of checked) {
        if (one.id === null) continue;
        await typedDb(tx)
          .updateTable('one_time_codes')
          .set({ consumed_at: iso(now), accepted_at: iso(now) })
          .where('id', '=', one.id)
          .execute();
      }
      return 'ACCEPTED';
    }
    for (const one of checked) {
      if (one.id === null || one.matches || one.outcome === 'OTP.EXPIRED') continue;
      await typedDb(tx)
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', one.id)
        .where('attempts', '<', OTP_POLICY.maxAttempts)
        .execute();
    }
    return refused.outcome;
  });
}

/**
 * A code that could not be delivered is used up at once, so no one can redeem a code its
 * owner never received. It still counts against the rate limit, so a failing provider cannot
 * be driven into sending without end.
 */
export async function codeWithdraw(db: Db, clock: Clock, target: CodeTarget): Promise<void> {
  await codesUnusedConsume(db, target, clock.now());
}

/** Uses up the target's codes not used yet (a new code replaces them; an undelivered one is withdrawn). */
async function codesUnusedConsume(db: Db, target: CodeTarget, now: number): Promise<void> {
  await typedDb(db)
    .updateTable('one_time_codes')
    .set({ consumed_at: iso(now) })
    .where('channel', '=', target.channel)
    .where('destination', '=', target.destination)
    .where('purpose', '=', target.purpose)
    .where('consumed_at', 'is', null)
    .execute();
}
