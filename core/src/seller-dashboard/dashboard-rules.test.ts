import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { SELLER_INACTIVE_WARNING_DAYS } from '../shop/seller-terms.js';
import { dashboardConversion, dashboardRate, dashboardSeriesFill, sellerOrderHandlingInactive } from './dashboard-rules.js';

describe('dashboardRate', () => {
  it('is a fraction in [0, 1] equal to part/whole when part <= whole', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (part, whole) => {
        const rate = dashboardRate(part, whole);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        if (whole === 0) expect(rate).toBe(0);
        else if (part <= whole) expect(rate).toBeCloseTo(part / whole, 12);
        else expect(rate).toBe(1);
      }),
    );
  });

  it('reads 0 for an empty period, never NaN', () => {
    expect(dashboardRate(0, 0)).toBe(0);
    expect(dashboardConversion(3, 0)).toBe(0);
    expect(dashboardRate(Number.NaN, 4)).toBe(0);
  });
});

describe('sellerOrderHandlingInactive', () => {
  const limit = SELLER_INACTIVE_WARNING_DAYS * DAY_MS;
  it('never warns without a waiting order', () => {
    fc.assert(
      fc.property(fc.option(fc.integer()), fc.integer(), (handled, now) => {
        expect(sellerOrderHandlingInactive(handled, null, now)).toBe(false);
      }),
    );
  });

  it('warns exactly when more than 7 days passed since the later of last handling and oldest waiting order', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 1e12 })), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 2e12 }), (handled, waiting, now) => {
        const since = Math.max(handled ?? waiting, waiting);
        expect(sellerOrderHandlingInactive(handled, waiting, now)).toBe(now - since > limit);
      }),
    );
    expect(sellerOrderHandlingInactive(null, 0, limit)).toBe(false);
    expect(sellerOrderHandlingInactive(null, 0, limit + 1)).toBe(true);
  });
});

describe('dashboardSeriesFill', () => {
  it('gives one entry per day in order, known days as they were, the rest at zero', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { maxLength: 28 }), fc.nat(1e6), (known, sales) => {
        const days = Array.from({ length: 28 }, (_, index) => `2026-02-${String(index + 1).padStart(2, '0')}`);
        const entries = known.map((day) => ({ day: days[day - 1] ?? '', sales, orders: 1 }));
        const series = dashboardSeriesFill(days, entries);
        expect(series.map((entry) => entry.day)).toEqual(days);
        expect(series.reduce((sum, entry) => sum + entry.orders, 0)).toBe(known.length);
      }),
    );
  });
});
