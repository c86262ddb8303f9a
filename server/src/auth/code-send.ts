import type { Context } from 'hono';
import { CODE_REQUEST_ADDRESS_POLICY, OTP_POLICY, type Clock, type Locale, type OtpCheckOutcome, type OtpSent } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { codeText } from './code-text.js';
import { codeRequestAddressOpen } from './login-throttle.js';
import type { Notifier } from './notifier.js';
import { codeIssue, codeWithdraw, type CodeTarget } from './one-time-codes.js';

/** How a typed code that is not accepted is answered, wherever codes are checked. */
export const OTP_REFUSALS: Record<Exclude<OtpCheckOutcome, 'ACCEPTED'>, ConstructorParameters<typeof ApiError>> = {
  'OTP.INVALID': [400, ERROR_CODES.otpInvalid, 'The verification code is not valid.'],
  'OTP.EXPIRED': [400, ERROR_CODES.otpExpired, 'The verification code has expired; request a new one.'],
  'OTP.LOCKED': [429, ERROR_CODES.otpLocked, 'Too many wrong codes; request a new one.'],
};

export interface CodeSender {
  readonly db: Db;
  readonly clock: Clock;
  /** Server-only: never the token secret, which every page carries. */
  readonly pepper: string;
  readonly notifier: Notifier;
}

export interface CodeSendOptions {
  /** The client address that asks: refused past core's CODE_REQUEST_ADDRESS_POLICY. */
  readonly from?: string;
  /**
   * False for a login or reset code to an address no account holds: the code is issued and
   * counted exactly as a real one (same answer, same limits) but goes nowhere, so the answer
   * does not tell whether the account exists.
   */
  readonly deliver?: boolean;
}

const codeSentAnswer = (target: CodeTarget): OtpSent => ({
  destination: target.destination,
  expires_in: OTP_POLICY.ttlMs / 1000,
  resend_in: OTP_POLICY.resendMs / 1000,
});

const rateLimited = (c: Context, retryAfterMs: number, message: string) => {
  c.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return new ApiError(429, ERROR_CODES.otpRateLimited, message);
};

/**
 * Issues a code for a destination and sends it (outbox outside production, deliveryNotifier in
 * production). Refuses with 429 OTP.RATE_LIMITED (and retry-after) when the destination had
 * too many, or the asking address left too many unredeemed; a failed send uses the code up
 * and answers 502 OTP.DELIVERY_FAILED.
 */
export async function codeSend(sender: CodeSender, c: Context, target: CodeTarget, locale: Locale, options: CodeSendOptions = {}): Promise<OtpSent> {
  const { db, clock, pepper, notifier } = sender;
  const from = options.from ?? null;
  if (from !== null) {
    const open = await codeRequestAddressOpen(db, clock, from, CODE_REQUEST_ADDRESS_POLICY.windowMs);
    if (!open.ok) throw rateLimited(c, open.retryAfterMs, 'Too many unused codes asked for from this address; wait before asking again.');
  }
  const issued = await codeIssue(db, clock, pepper, target, from);
  if (!issued.ok) throw rateLimited(c, issued.retryAfterMs, 'Too many codes for this destination; wait before asking again.');
  if (options.deliver === false) return codeSentAnswer(target);
  try {
    await notifier.send({ ...target, code: issued.code, body: codeText(issued.code, target.purpose, locale), locale });
  } catch (error) {
    await codeWithdraw(db, clock, target);
    // The error's name and message only: a provider's error could quote the message, code included.
    console.error(`code delivery by ${target.channel} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
    throw new ApiError(502, ERROR_CODES.otpDeliveryFailed, 'The code could not be delivered; try again in a few minutes.');
  }
  return codeSentAnswer(target);
}

