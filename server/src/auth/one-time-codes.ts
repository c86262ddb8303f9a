import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_POLICY, otpCheck, otpRequestDecide, type Clock, type OtpChannel, type OtpCheckOutcome, type OtpPurpose } from '@modavi/core';
import type { Db } from '../db/db.js';
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
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('otp:' || $1 || ':' || $2))`, [target.channel, target.destination]);
    const now = clock.now();
    const recent = await tx.query<{ at: number; purpose: string }>(
      `SELECT extract(epoch FROM requested_at)::float8 * 1000 AS at, purpose FROM one_time_codes
       WHERE channel = $1 AND destination = $2 AND requested_at > $3::timestamptz`,
      [target.channel, target.destination, iso(now - OTP_POLICY.windowMs)],
    );
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
    await tx.query(
      `UPDATE one_time_codes SET consumed_at = $4::timestamptz
       WHERE channel = $1 AND destination = $2 AND purpose = $3 AND consumed_at IS NULL`,
      [target.channel, target.destination, target.purpose, iso(now)],
    );
    await tx.query(
      `INSERT INTO one_time_codes (id, channel, destination, purpose, code_hash, requested_at, expires_at, owner_id, requested_from)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8, $9)`,
      [id, target.channel, target.destination, target.purpose, codeHash(pepper, id, code), iso(now), iso(expiresAt), target.owner ?? null, from],
    );
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
      const [row] = await tx.query<{ id: string; code_hash: string; attempts: number; expires_at: number }>(
        `SELECT id, code_hash, attempts, extract(epoch FROM expires_at)::float8 * 1000 AS expires_at FROM one_time_codes
         WHERE channel = $1 AND destination = $2 AND purpose = $3 AND owner_id IS NOT DISTINCT FROM $4 AND consumed_at IS NULL
         ORDER BY requested_at DESC LIMIT 1 FOR UPDATE`,
        [target.channel, target.destination, target.purpose, target.owner ?? null],
      );
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
      for (const one of checked) await tx.query(`UPDATE one_time_codes SET consumed_at = $2::timestamptz, accepted_at = $2::timestamptz WHERE id = $1`, [one.id, iso(now)]);
      return 'ACCEPTED';
    }
    for (const one of checked) {
      if (one.id === null || one.matches || one.outcome === 'OTP.EXPIRED') continue;
      await tx.query(`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2`, [one.id, OTP_POLICY.maxAttempts]);
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
  await db.query(
    `UPDATE one_time_codes SET consumed_at = $4::timestamptz
     WHERE channel = $1 AND destination = $2 AND purpose = $3 AND consumed_at IS NULL`,
    [target.channel, target.destination, target.purpose, iso(clock.now())],
  );
}
