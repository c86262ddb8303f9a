/**
 * Brute-force limits that slow whoever guesses, never the account's owner. A lock per account
 * let anyone shut its owner out for a quarter hour; waits per (client address, account) and
 * per client address make the guesser wait and leave everyone else alone.
 */
export const LOGIN_THROTTLE_POLICY = {
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60 * 1000,
  /** Wrong passwords or codes one address may give for one account before waits begin. */
  pairFreeFailures: 5,
  /**
   * Wrong passwords or codes one address may give across all accounts before waits begin.
   * Counts failures only (never successful logins or sign-ups), so a carrier NAT full of
   * shoppers, or a test run creating hundreds of accounts from 127.0.0.1, never meets it.
   */
  addressFreeFailures: 30,
  /** The first wait; each further failure doubles it. */
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60 * 1000,
} as const;

/**
 * How many verification codes one client address may leave unredeemed per period. Counts
 * only codes never accepted (unused, expired, replaced, or sent nowhere because no account
 * holds the address), not codes that led to a sign-up or login: a test run creating ~150
 * accounts from one address redeems them all, while a script texting strangers' phones
 * redeems none and stops here.
 */
export const CODE_REQUEST_ADDRESS_POLICY = {
  maxUnredeemed: 30,
  windowMs: 60 * 60 * 1000,
} as const;

/** Recent failures (epoch ms) from one client address: for one account, and for all. */
export interface LoginFailures {
  readonly pair: readonly number[];
  readonly address: readonly number[];
}

// The wait after `count` failures of which `free` cost nothing, counted from the latest one.
function waitAfter(failures: readonly number[], free: number, now: number): number {
  const { windowMs, firstWaitMs, maxWaitMs } = LOGIN_THROTTLE_POLICY;
  const recent = failures.filter((at) => at > now - windowMs && at <= now);
  if (recent.length < free) return 0;
  const wait = Math.min(maxWaitMs, firstWaitMs * 2 ** (recent.length - free));
  return Math.max(0, Math.max(...recent) + wait - now);
}

/**
 * How long (ms) this address must wait before it may try a password or a code again: 0 when
 * it may try now. The longer of the per-account and the per-address waits.
 */
export function loginThrottleWait(failures: LoginFailures, now: number): number {
  return Math.max(
    waitAfter(failures.pair, LOGIN_THROTTLE_POLICY.pairFreeFailures, now),
    waitAfter(failures.address, LOGIN_THROTTLE_POLICY.addressFreeFailures, now),
  );
}

/**
 * Whether an address may have another code sent, given when its unredeemed codes of the period
 * were requested (epoch ms); `retryAfterMs` says when the oldest of them stops counting.
 */
export function codeRequestAddressDecide(unredeemed: readonly number[], now: number): { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number } {
  const { maxUnredeemed, windowMs } = CODE_REQUEST_ADDRESS_POLICY;
  const recent = unredeemed.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length < maxUnredeemed) return { ok: true };
  const oldestCounting = recent[recent.length - maxUnredeemed] ?? now;
  return { ok: false, retryAfterMs: Math.max(1, oldestCounting + windowMs - now) };
}
