import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refundReplyCountdown } from './refund-countdown.js';
import { refundReplyOverdue } from './refund-deadline.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const requestTime = fc.integer({ min: 0, max: 4_000_000_000_000 });
const offset = fc.integer({ min: -HOUR, max: 60 * HOUR });

describe('refundReplyCountdown', () => {
  it('starts at 48 hours and ends at the deadline', () => {
    const t = 1_700_000_000_000;
    expect(refundReplyCountdown(t, t)).toMatchObject({ hours: 48, minutes: 0, overdue: false, remainingMs: 48 * HOUR });
    expect(refundReplyCountdown(t, t + 47 * HOUR + 30 * MINUTE)).toMatchObject({ hours: 0, minutes: 30, overdue: false });
    expect(refundReplyCountdown(t, t + 48 * HOUR)).toMatchObject({ hours: 0, minutes: 0, overdue: false, remainingMs: 0 });
    expect(refundReplyCountdown(t, t + 48 * HOUR + 1)).toMatchObject({ hours: 0, minutes: 0, overdue: true });
  });

  it('agrees with refundReplyOverdue and never shows negative or more than 48 hours', () => {
    fc.assert(
      fc.property(requestTime, offset, (requestedAt, delta) => {
        const countdown = refundReplyCountdown(requestedAt, requestedAt + delta);
        expect(countdown.overdue).toBe(refundReplyOverdue(requestedAt, requestedAt + delta));
        expect(countdown.remainingMs).toBeGreaterThanOrEqual(0);
        expect(countdown.minutes).toBeGreaterThanOrEqual(0);
        expect(countdown.minutes).toBeLessThan(60);
        expect(countdown.hours * HOUR + countdown.minutes * MINUTE).toBeLessThanOrEqual(48 * HOUR);
      }),
    );
  });

  it('rounds the time left up to the minute (shown time is never less than what is left, by under a minute)', () => {
    fc.assert(
      fc.property(requestTime, offset, (requestedAt, delta) => {
        const countdown = refundReplyCountdown(requestedAt, requestedAt + delta);
        const shown = countdown.hours * HOUR + countdown.minutes * MINUTE;
        expect(shown).toBeGreaterThanOrEqual(countdown.remainingMs);
        expect(shown - countdown.remainingMs).toBeLessThan(MINUTE);
      }),
    );
  });

  it('only goes down as the clock moves on', () => {
    fc.assert(
      fc.property(requestTime, offset, fc.nat({ max: 10 * HOUR }), (requestedAt, delta, later) => {
        const before = refundReplyCountdown(requestedAt, requestedAt + delta);
        const after = refundReplyCountdown(requestedAt, requestedAt + delta + later);
        expect(after.remainingMs).toBeLessThanOrEqual(before.remainingMs);
        expect(after.deadline).toBe(before.deadline);
      }),
    );
  });
});
