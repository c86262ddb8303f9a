import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TRACKING_AUTO_SEND_INTERVAL_MS,
  TRACKING_BACKGROUND_TIMEOUT_MS,
  TRACKING_CAP_POLICY,
  TRACKING_EVENTS_MAX_APP_SHELL,
  TRACKING_EVENTS_MAX_DEFAULT,
  TRACKING_IDLE_TIMEOUT_MS,
  TRACKING_INACTIVITY_TIMEOUT_MS,
  TRACKING_RETRY_BASE_DELAY_MS,
  TRACKING_SEND_MAX_ATTEMPTS,
  TRACKING_SESSION_MIN_EVENTS,
  trackingEventsCap,
  trackingRetryDelay,
  trackingSendCanRetry,
  trackingSendSucceeded,
  trackingShouldEndForBackground,
  trackingShouldEndForIdle,
  trackingShouldStartNew,
} from './tracking-limits.js';
import { TRACKING_T0 } from '../testing/tracking-factories.js';

const MINUTE = 60_000;

describe('tracking constants (spec section 9)', () => {
  it('match the spec', () => {
    expect(TRACKING_EVENTS_MAX_APP_SHELL).toBe(1000);
    expect(TRACKING_EVENTS_MAX_DEFAULT).toBe(100);
    expect(TRACKING_SESSION_MIN_EVENTS).toBe(2);
    expect(TRACKING_IDLE_TIMEOUT_MS).toBe(10 * MINUTE);
    expect(TRACKING_BACKGROUND_TIMEOUT_MS).toBe(5 * MINUTE);
    expect(TRACKING_INACTIVITY_TIMEOUT_MS).toBe(10 * MINUTE);
    expect(TRACKING_AUTO_SEND_INTERVAL_MS).toBe(10 * MINUTE);
    expect(TRACKING_SEND_MAX_ATTEMPTS).toBe(3);
    expect(TRACKING_CAP_POLICY).toBe('keep-latest');
  });
});

describe('trackingSendSucceeded', () => {
  it('accepts 200 and 201 only', () => {
    expect(trackingSendSucceeded(200)).toBe(true);
    expect(trackingSendSucceeded(201)).toBe(true);
    for (const status of [202, 204, 301, 400, 401, 500, 503]) expect(trackingSendSucceeded(status)).toBe(false);
  });
});

describe('trackingRetryDelay', () => {
  it('doubles from the base: 1 s, 2 s between the three attempts', () => {
    expect(TRACKING_RETRY_BASE_DELAY_MS).toBe(1_000);
    expect([1, 2, 3].map(trackingRetryDelay)).toEqual([1_000, 2_000, 4_000]);
  });

  it('is positive and finite for any input, and never shrinks as failures grow', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 100 }), (n, k) => {
        const delay = trackingRetryDelay(n);
        expect(delay).toBeGreaterThanOrEqual(TRACKING_RETRY_BASE_DELAY_MS);
        expect(Number.isFinite(delay)).toBe(true);
        expect(trackingRetryDelay(k + 1)).toBeGreaterThanOrEqual(trackingRetryDelay(k));
      }),
    );
  });

  it('keeps all attempts of a round far inside the auto-send interval', () => {
    const total = Array.from({ length: TRACKING_SEND_MAX_ATTEMPTS - 1 }, (_, i) => trackingRetryDelay(i + 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeLessThan(TRACKING_AUTO_SEND_INTERVAL_MS / 10);
  });
});

describe('trackingSendCanRetry', () => {
  it('allows a next attempt after 1 and 2 failures, not after 3', () => {
    expect([0, 1, 2, 3, 4].map(trackingSendCanRetry)).toEqual([true, true, true, false, false]);
  });
});

describe('trackingEventsCap', () => {
  it('keeps whole caps of at least 1 and falls back to the default otherwise', () => {
    expect(trackingEventsCap()).toBe(100);
    expect(trackingEventsCap(1000)).toBe(1000);
    expect(trackingEventsCap(1)).toBe(1);
    for (const bad of [0, -5, 2.5, Number.NaN, Infinity]) expect(trackingEventsCap(bad)).toBe(100);
  });
});

describe('timeouts', () => {
  it('end for idleness at exactly 10 minutes, not a millisecond before', () => {
    expect(trackingShouldEndForIdle(TRACKING_T0, TRACKING_T0 + 10 * MINUTE - 1)).toBe(false);
    expect(trackingShouldEndForIdle(TRACKING_T0, TRACKING_T0 + 10 * MINUTE)).toBe(true);
  });

  it('end in the background after 5 minutes', () => {
    expect(trackingShouldEndForBackground(TRACKING_T0, TRACKING_T0 + 5 * MINUTE - 1)).toBe(false);
    expect(trackingShouldEndForBackground(TRACKING_T0, TRACKING_T0 + 5 * MINUTE)).toBe(true);
  });

  it('start a new session once the inactivity gap has passed', () => {
    expect(trackingShouldStartNew(TRACKING_T0, TRACKING_T0 + 9 * MINUTE)).toBe(false);
    expect(trackingShouldStartNew(TRACKING_T0, TRACKING_T0 + 10 * MINUTE)).toBe(true);
  });

  it('are monotone: once a timeout has passed it stays passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_600_000 }), fc.nat({ max: 3_600_000 }), (gap, more) => {
        for (const rule of [trackingShouldEndForIdle, trackingShouldEndForBackground, trackingShouldStartNew]) {
          if (rule(TRACKING_T0, TRACKING_T0 + gap)) expect(rule(TRACKING_T0, TRACKING_T0 + gap + more)).toBe(true);
        }
      }),
    );
  });
});
