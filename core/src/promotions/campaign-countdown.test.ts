import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../format/epoch-ms.js';
import { wildNumberArb } from '../testing/pricing-factories.js';
import { COUNTDOWN_MAX_DAYS, campaignCountdown, countdownParts } from './campaign-countdown.js';

const partsMs = (parts: { days: number; hours: number; minutes: number; seconds: number }) =>
  parts.days * DAY_MS + parts.hours * HOUR_MS + parts.minutes * MINUTE_MS + parts.seconds * SECOND_MS;

describe('countdownParts', () => {
  it('is total and never negative', () => {
    fc.assert(
      fc.property(wildNumberArb(), (ms) => {
        const parts = countdownParts(ms);
        for (const value of Object.values(parts)) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds back up to the whole seconds given, with each unit under the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), (ms) => {
        const parts = countdownParts(ms);
        expect(partsMs(parts)).toBe(Math.floor(ms / SECOND_MS) * SECOND_MS);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
      }),
    );
    expect(countdownParts(DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 4 * SECOND_MS + 999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
  });
});

describe('campaignCountdown', () => {
  it('counts to the start of an upcoming campaign and to the end of a running one; nothing once over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 30_000_000 }), (start, length, now) => {
        const end = start + length;
        const countdown = campaignCountdown(start, end, now);
        if (now < start) expect(countdown).toMatchObject({ status: 'upcoming', target: start });
        else if (now < end) expect(countdown).toMatchObject({ status: 'running', target: end });
        else expect(countdown).toMatchObject({ status: 'ended', target: null, remaining: countdownParts(0) });
        if (countdown.target !== null) expect(partsMs(countdown.remaining)).toBeLessThanOrEqual(countdown.target - now);
      }),
    );
  });

  it('is distant (a date, not a clock) exactly when more than COUNTDOWN_MAX_DAYS whole days are left', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * day }), fc.integer({ min: 1, max: 100 * day }), (now, left) => {
        const countdown = campaignCountdown(0, now + left, now);
        expect(countdown.distant).toBe(countdown.remaining.days > COUNTDOWN_MAX_DAYS);
      }),
    );
    expect(campaignCountdown(0, (COUNTDOWN_MAX_DAYS + 1) * day, 0).distant).toBe(true);
    expect(campaignCountdown(0, COUNTDOWN_MAX_DAYS * day, 0).distant).toBe(false);
  });

  it('shows nothing for a deleted or ended-early campaign', () => {
    expect(campaignCountdown(0, 100, 50, { endedEarly: true }).target).toBeNull();
    expect(campaignCountdown(0, 100, 50, { deleted: true }).target).toBeNull();
  });
});
