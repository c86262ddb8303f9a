import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GROUP_BUY_DURATION_HOURS_MAX,
  GROUP_BUY_DURATION_HOURS_MIN,
  GROUP_BUY_GOAL_MAX,
  groupBuyCountdown,
  groupBuyOfferActive,
  groupBuyOfferValidate,
  groupBuyRoomDue,
  groupBuyRoomExpiresAt,
  groupBuySaving,
} from './group-buy-offer.js';
import { GROUP_BUY_MIN_GOAL } from './group-buy-room.js';
import { GROUP_BUY_ERRORS } from './group-buy-errors.js';
import { HOUR_MS } from '../format/epoch-ms.js';

const NOW = Date.UTC(2026, 10, 27, 5, 0, 0);
const pricesArb = fc.array(fc.integer({ min: 2, max: 10_000_000 }), { minLength: 1, maxLength: 6 });
const validArb = pricesArb.chain((prices) =>
  fc.record({
    prices: fc.constant(prices),
    form: fc.record({
      enabled: fc.boolean(),
      group_price: fc.integer({ min: 1, max: Math.min(...prices) - 1 }),
      goal: fc.integer({ min: GROUP_BUY_MIN_GOAL, max: GROUP_BUY_GOAL_MAX }),
      duration_hours: fc.integer({ min: GROUP_BUY_DURATION_HOURS_MIN, max: GROUP_BUY_DURATION_HOURS_MAX }),
      starts_at: fc.option(fc.integer({ min: NOW - 10 * HOUR_MS, max: NOW + 10 * HOUR_MS }), { nil: null }),
      ends_at: fc.constant(null as number | null),
    }),
  }),
);
const codesOf = (input: unknown, prices: number[]) => {
  const checked = groupBuyOfferValidate(input, { salePrices: prices, now: NOW });
  return checked.ok ? [] : checked.error.map((found) => found.code);
};

describe('groupBuyOfferValidate (the seller form and the server)', () => {
  it('accepts every price above 0 and below the lowest sale price, every size and duration in range', () => {
    fc.assert(
      fc.property(validArb, ({ prices, form }) => {
        const checked = groupBuyOfferValidate(form, { salePrices: prices, now: NOW });
        expect(checked).toEqual({ ok: true, value: form });
      }),
    );
  });

  it('refuses a group price at or above any sale price, or not above 0', () => {
    fc.assert(
      fc.property(validArb, fc.integer({ min: 0, max: 5_000_000 }), ({ prices, form }, extra) => {
        expect(codesOf({ ...form, group_price: Math.min(...prices) + extra }, prices)).toEqual(['GROUP_BUY.PRICE_INVALID']);
        expect(codesOf({ ...form, group_price: -extra }, prices)).toEqual(['GROUP_BUY.PRICE_INVALID']);
      }),
    );
    expect(codesOf({ goal: 2, duration_hours: 1 }, [100])).toEqual(['GROUP_BUY.PRICE_REQUIRED']);
    expect(codesOf({ group_price: 50.5, goal: 2, duration_hours: 1 }, [100])).toEqual(['GROUP_BUY.PRICE_INVALID']);
  });

  it('refuses a size or a duration outside its named range', () => {
    fc.assert(
      fc.property(validArb, fc.oneof(fc.integer({ max: GROUP_BUY_MIN_GOAL - 1 }), fc.integer({ min: GROUP_BUY_GOAL_MAX + 1 })), ({ prices, form }, goal) => {
        expect(codesOf({ ...form, goal }, prices)).toEqual(['GROUP_BUY.GOAL_INVALID']);
      }),
    );
    fc.assert(
      fc.property(validArb, fc.oneof(fc.integer({ max: GROUP_BUY_DURATION_HOURS_MIN - 1 }), fc.integer({ min: GROUP_BUY_DURATION_HOURS_MAX + 1 })), ({ prices, form }, hours) => {
        expect(codesOf({ ...form, duration_hours: hours }, prices)).toEqual(['GROUP_BUY.DURATION_INVALID']);
      }),
    );
  });

  it('wants an end after the start and after now', () => {
    fc.assert(
      fc.property(validArb, fc.integer({ min: 0, max: 100 * HOUR_MS }), ({ prices, form }, back) => {
        expect(codesOf({ ...form, starts_at: null, ends_at: NOW - back }, prices)).toEqual(['GROUP_BUY.PERIOD_INVALID']);
        expect(codesOf({ ...form, starts_at: NOW + back + HOUR_MS, ends_at: NOW + HOUR_MS }, prices)).toEqual(['GROUP_BUY.PERIOD_INVALID']);
      }),
    );
    expect(codesOf({ group_price: 1, goal: 2, duration_hours: 1, starts_at: 'tomorrow' }, [100])).toEqual(['GROUP_BUY.PERIOD_INVALID']);
  });

  it('never throws, and every code it gives has vi and kr messages', () => {
    fc.assert(
      fc.property(fc.anything(), pricesArb, (input, prices) => {
        for (const code of codesOf(input, prices)) expect(GROUP_BUY_ERRORS).toHaveProperty([code, 'kr']);
      }),
    );
  });
});

describe('group-buy time and price', () => {
  it('an offer runs only when enabled and inside its period', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer(), { nil: null }), fc.option(fc.integer(), { nil: null }), fc.integer(), (enabled, starts_at, ends_at, now) => {
        const active = groupBuyOfferActive({ enabled, starts_at, ends_at }, now);
        expect(active).toBe(enabled && (starts_at === null || starts_at <= now) && (ends_at === null || now < ends_at));
      }),
    );
  });

  it('a room is due exactly from its deadline on, and only while open', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: GROUP_BUY_DURATION_HOURS_MAX }), fc.integer({ min: -HOUR_MS, max: HOUR_MS }), (opened, hours, offset) => {
        const expires_at = groupBuyRoomExpiresAt(opened, hours);
        expect(expires_at - opened).toBe(hours * HOUR_MS);
        expect(groupBuyRoomDue({ status: 'open', expires_at }, expires_at + offset)).toBe(offset >= 0);
        expect(groupBuyRoomDue({ status: 'completed', expires_at }, expires_at + Math.abs(offset))).toBe(false);
      }),
    );
  });

  it('the countdown adds back up to the seconds left, and is zero once due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -HOUR_MS, max: 100 * HOUR_MS }), (now, left) => {
        const { hours, minutes, seconds } = groupBuyCountdown(now + left, now);
        expect(hours * 3600 + minutes * 60 + seconds).toBe(Math.max(0, Math.floor(left / 1000)));
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });

  it('the saving is what the group price takes off, in whole percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (normal, group) => {
        const saving = groupBuySaving(normal, Math.min(group, normal - 1));
        expect(saving.amount).toBe(normal - Math.min(group, normal - 1));
        expect(saving.percent).toBeGreaterThanOrEqual(0);
        expect(saving.percent).toBeLessThan(100);
      }),
    );
  });
});
