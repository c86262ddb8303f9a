import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGIN_THROTTLE_POLICY } from './attempt-throttle.js';
import { OTP_POLICY, PASSWORD_CHANGE_POLICY, otpCheck, otpRequestDecide, passwordChangeAllowed } from './otp-policy.js';

const NOW = 1_750_000_000_000;
const minutes = (n: number) => n * 60 * 1000;

/** A destination whose every earlier code was for the same purpose. */
const only = (times: readonly number[]) => ({ destination: times, samePurpose: times });

describe('otpRequestDecide', () => {
  it('lets the first code through', () => {
    expect(otpRequestDecide(only([]), NOW)).toEqual({ ok: true });
  });

  it('makes the next code for the same purpose wait for the resend countdown', () => {
    expect(otpRequestDecide(only([NOW - 10_000]), NOW)).toEqual({ ok: false, retryAfterMs: OTP_POLICY.resendMs - 10_000 });
    expect(otpRequestDecide(only([NOW - OTP_POLICY.resendMs]), NOW)).toEqual({ ok: true });
  });

  it('does not hold a code for another purpose (a login right after the sign-up)', () => {
    expect(otpRequestDecide({ destination: [NOW - 10_000], samePurpose: [] }, NOW)).toEqual({ ok: true });
  });

  it('refuses a sixth code within the hour, whatever the purposes, until the oldest leaves the window', () => {
    const five = [50, 40, 30, 20, 10].map((m) => NOW - minutes(m));
    expect(otpRequestDecide({ destination: five, samePurpose: [] }, NOW)).toEqual({ ok: false, retryAfterMs: minutes(10) });
    expect(otpRequestDecide(only(five), NOW + minutes(10))).toEqual({ ok: true });
  });

  it('ignores requests older than the window', () => {
    const old = [90, 80, 70, 65, 61].map((m) => NOW - minutes(m));
    expect(otpRequestDecide(only(old), NOW)).toEqual({ ok: true });
  });

  it('never allows more than the maximum in any window, nor two for one purpose inside the resend wait', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: minutes(180) }), fc.constantFrom('signup', 'login')), { maxLength: 40 }), (requests) => {
        // Replay requests in time order, keeping only the ones the rule accepts.
        const accepted: { at: number; purpose: string }[] = [];
        for (const [at, purpose] of [...requests].sort((a, b) => a[0] - b[0])) {
          const history = { destination: accepted.map((one) => one.at), samePurpose: accepted.filter((one) => one.purpose === purpose).map((one) => one.at) };
          if (otpRequestDecide(history, at).ok) accepted.push({ at, purpose });
        }
        for (const { at, purpose } of accepted) {
          const inWindow = accepted.filter((other) => other.at > at - OTP_POLICY.windowMs && other.at <= at);
          expect(inWindow.length).toBeLessThanOrEqual(OTP_POLICY.maxPerWindow);
          const previous = accepted.filter((other) => other.purpose === purpose && other.at < at).at(-1);
          if (previous !== undefined) expect(at - previous.at).toBeGreaterThanOrEqual(OTP_POLICY.resendMs);
        }
      }),
    );
  });

  it('a refusal says when to come back, and coming back then passes', () => {
    fc.assert(
      // Requests already made lie in the past of `now`.
      fc.property(fc.integer({ min: 0, max: minutes(90) }), fc.array(fc.tuple(fc.nat({ max: minutes(90) }), fc.boolean()), { maxLength: 12 }), (now, ages) => {
        const history = { destination: ages.map(([age]) => now - age), samePurpose: ages.filter(([, same]) => same).map(([age]) => now - age) };
        const decision = otpRequestDecide(history, now);
        if (!decision.ok) {
          expect(decision.retryAfterMs).toBeGreaterThan(0);
          expect(otpRequestDecide(history, now + decision.retryAfterMs).ok).toBe(true);
        }
      }),
    );
  });
});

describe('otpCheck', () => {
  const base = { expiresAt: NOW + 1000, attempts: 0, matches: true, now: NOW };

  it('accepts a matching code in time', () => {
    expect(otpCheck(base)).toBe('ACCEPTED');
  });

  it('refuses an expired code even when it matches', () => {
    expect(otpCheck({ ...base, now: base.expiresAt })).toBe('OTP.EXPIRED');
  });

  it('counts wrong tries and locks on the last allowed one', () => {
    expect(otpCheck({ ...base, matches: false })).toBe('OTP.INVALID');
    expect(otpCheck({ ...base, matches: false, attempts: OTP_POLICY.maxAttempts - 2 })).toBe('OTP.INVALID');
    expect(otpCheck({ ...base, matches: false, attempts: OTP_POLICY.maxAttempts - 1 })).toBe('OTP.LOCKED');
  });

  it('keeps a locked code locked when the right code comes later', () => {
    expect(otpCheck({ ...base, attempts: OTP_POLICY.maxAttempts })).toBe('OTP.LOCKED');
  });
});

describe('passwordChangeAllowed', () => {
  it('allows tries until the window holds the maximum of failures, then again once they age out', () => {
    const failures = Array.from({ length: PASSWORD_CHANGE_POLICY.maxFailures }, (_, index) => NOW - minutes(index));
    expect(passwordChangeAllowed(failures.slice(1), NOW)).toBe(true);
    expect(passwordChangeAllowed(failures, NOW)).toBe(false);
    expect(passwordChangeAllowed(failures, NOW + PASSWORD_CHANGE_POLICY.windowMs)).toBe(true);
  });

  it('is stricter than the free login failures of one address', () => {
    expect(PASSWORD_CHANGE_POLICY.maxFailures).toBeLessThanOrEqual(LOGIN_THROTTLE_POLICY.pairFreeFailures);
  });

  it('decides by the failures inside the window only, whatever else the history holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: NOW - 2 * PASSWORD_CHANGE_POLICY.windowMs, max: NOW + minutes(5) })),
        (failures) => {
          const inside = failures.filter((at) => at > NOW - PASSWORD_CHANGE_POLICY.windowMs && at <= NOW).length;
          expect(passwordChangeAllowed(failures, NOW)).toBe(inside < PASSWORD_CHANGE_POLICY.maxFailures);
          // One more failure now never reopens it.
          if (!passwordChangeAllowed(failures, NOW)) expect(passwordChangeAllowed([...failures, NOW], NOW)).toBe(false);
        },
      ),
    );
  });
});
