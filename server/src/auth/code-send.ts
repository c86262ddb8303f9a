import type { Context } from 'hono';
import { OTP_POLICY, type Clock, type Locale, type OtpCheckOutcome, type OtpSent } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { codeText } from './code-text.js';
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

/**
 * Issues a code for a destination and sends it (outbox outside production, deliveryNotifier in
 * production). Refuses with 429 OTP.RATE_LIMITED (and retry-after) when the destination had
 * too many; a failed send uses the code up and answers 502 OTP.DELIVERY_FAILED.
 */
export async function codeSend(sender: CodeSender, c: Context, target: CodeTarget, locale: Locale): Promise<OtpSent> {
  const { db, clock, pepper, notifier } = sender;
  const issued = await codeIssue(db, clock, pepper, target);
  if (!issued.ok) {
    c.header('retry-after', String(Math.ceil(issued.retryAfterMs / 1000)));
    throw new ApiError(429, ERROR_CODES.otpRateLimited, 'Too many codes for this destination; wait before asking again.');
  }
  try {
    await notifier.send({ ...target, code: issued.code, body: codeText(issued.code, target.purpose, locale), locale });
  } catch (error) {
    await codeWithdraw(db, clock, target);
    // The error's name and message only: a provider's error could quote the message, code included.
    console.error(`code delivery by ${target.channel} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
    throw new ApiError(502, ERROR_CODES.otpDeliveryFailed, 'The code could not be delivered; try again in a few minutes.');
  }
  return { destination: target.destination, expires_in: OTP_POLICY.ttlMs / 1000, resend_in: OTP_POLICY.resendMs / 1000 };
}
