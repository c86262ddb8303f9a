import { OTP_LENGTH } from './otp.js';

/**
 * How verification codes behave (the spec names phone OTP and email codes but no numbers;
 * these are the values chosen, shared by the server that enforces them and the screens that
 * count down).
 */
export const OTP_POLICY = {
  /** A code works for five minutes after it is sent. */
  ttlMs: 5 * 60 * 1000,
  /** Wrong tries before the code is locked and a new one must be requested. */
  maxAttempts: 5,
  /** Minimum wait between two codes to the same destination (the resend countdown). */
  resendMs: 60 * 1000,
  /** At most this many codes to one destination per period. */
  maxPerWindow: 5,
  windowMs: 60 * 60 * 1000,
  length: OTP_LENGTH,
} as const;

/**
 * Wrong current passwords one account may give when changing its password before it must wait.
 * Fewer than at login: whoever tries already holds a session, and the right guess would let
 * them lock the owner out everywhere.
 */
export const PASSWORD_CHANGE_POLICY = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
} as const;

interface FailurePolicy {
  readonly maxFailures: number;
  readonly windowMs: number;
}

const underLimit = (policy: FailurePolicy, failures: readonly number[], now: number) =>
  failures.filter((at) => at > now - policy.windowMs && at <= now).length < policy.maxFailures;

/** Whether a password change may be tried, given when the account's recent wrong current passwords happened (epoch ms). */
export function passwordChangeAllowed(failures: readonly number[], now: number): boolean {
  return underLimit(PASSWORD_CHANGE_POLICY, failures, now);
}

/** A logged-in session lasts this long, on the server and in the login cookie. */
export const AUTH_SESSION_DAYS = 30;

export type OtpRequestDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number };

/** When earlier codes were requested (epoch ms, any order) for one destination. */
export interface OtpRequestHistory {
  /** Every code to this destination, whatever it was for: the hourly cap counts them all. */
  readonly destination: readonly number[];
  /** Those for the same purpose: the resend wait is about getting the same code again. */
  readonly samePurpose: readonly number[];
}

/**
 * Whether a new code may go to a destination. Refused within the resend wait of the last code
 * for the same purpose (a sign-up code does not hold up the login right after it), or when the
 * period already holds the maximum for the destination; `retryAfterMs` says when the next
 * request would pass.
 */
export function otpRequestDecide(history: OtpRequestHistory, now: number): OtpRequestDecision {
  const inWindow = (at: number) => at > now - OTP_POLICY.windowMs && at <= now;
  const recent = history.destination.filter(inWindow).sort((a, b) => a - b);
  const last = Math.max(-Infinity, ...history.samePurpose.filter(inWindow));
  const waits: number[] = [];
  if (now - last < OTP_POLICY.resendMs) waits.push(last + OTP_POLICY.resendMs - now);
  if (recent.length >= OTP_POLICY.maxPerWindow) {
    // The period frees a place when its oldest request (of those that count) leaves it.
    const oldestCounting = recent[recent.length - OTP_POLICY.maxPerWindow] ?? now;
    waits.push(oldestCounting + OTP_POLICY.windowMs - now);
  }
  return waits.length === 0 ? { ok: true } : { ok: false, retryAfterMs: Math.max(1, ...waits) };
}

/** The stored state of a code when someone types one in. */
export interface OtpCheckInput {
  readonly expiresAt: number;
  /** Wrong tries so far. */
  readonly attempts: number;
  /** Whether the typed code matches (compared by the caller, in constant time). */
  readonly matches: boolean;
  readonly now: number;
}

export type OtpCheckOutcome = 'ACCEPTED' | 'OTP.EXPIRED' | 'OTP.LOCKED' | 'OTP.INVALID';

/**
 * What a typed code gets: an expired or locked code is refused even when it matches (a lock
 * must not be lifted by guessing right); otherwise a match is accepted and a miss is the spec's
 * 'verification code not valid', or the lock when it was the last allowed try.
 */
export function otpCheck({ expiresAt, attempts, matches, now }: OtpCheckInput): OtpCheckOutcome {
  if (now >= expiresAt) return 'OTP.EXPIRED';
  if (attempts >= OTP_POLICY.maxAttempts) return 'OTP.LOCKED';
  if (matches) return 'ACCEPTED';
  return attempts + 1 >= OTP_POLICY.maxAttempts ? 'OTP.LOCKED' : 'OTP.INVALID';
}
