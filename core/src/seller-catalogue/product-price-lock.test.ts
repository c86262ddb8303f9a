import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { PRODUCT_PRICE_LOCK, productPriceLockState, productPricesDiffer, productPriceUpdateCheck } from './product-price-lock.js';

const NOW = Date.UTC(2025, 5, 15, 3, 0, 0);

describe('productPriceUpdateCheck', () => {
  it('allows up to 3 changes in 14 days and refuses the 4th until the oldest leaves the window', () => {
    const changedAt = [NOW - 10 * DAY_MS, NOW - 5 * DAY_MS, NOW - DAY_MS];
    expect(productPriceUpdateCheck({ previousPrice: 100, nextPrice: 120, changedAt: changedAt.slice(0, 2), now: NOW })).toEqual({
      ok: true,
      value: { remaining: 0 },
    });
    expect(productPriceUpdateCheck({ previousPrice: 100, nextPrice: 120, changedAt, now: NOW })).toEqual({
      ok: false,
      error: [{ field: 'sale_price', code: 'PRODUCT.CANNOT_UPDATE_PRICE', params: { max: 3, days: 14, unlockAt: NOW + 4 * DAY_MS } }],
    });
    expect(productPriceUpdateCheck({ previousPrice: 100, nextPrice: 120, changedAt, now: NOW + 4 * DAY_MS }).ok).toBe(true);
  });

  it('does not count changes older than the window, nor an unchanged price', () => {
    const old = [NOW - 14 * DAY_MS, NOW - 20 * DAY_MS, NOW - 30 * DAY_MS, NOW - 40 * DAY_MS];
    expect(productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt: old, now: NOW })).toEqual({ ok: true, value: { remaining: 2 } });
    const full = [NOW - 3 * DAY_MS, NOW - 2 * DAY_MS, NOW - DAY_MS];
    expect(productPriceUpdateCheck({ previousPrice: 5, nextPrice: 5, changedAt: full, now: NOW })).toEqual({ ok: true, value: { remaining: 0 } });
  });

  it('agrees with a count of the changes inside the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * DAY_MS }), { maxLength: 8 }), (ages) => {
        const changedAt = ages.map((age) => NOW - age);
        const inWindow = ages.filter((age) => age < PRODUCT_PRICE_LOCK.windowDays * DAY_MS).length;
        const result = productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt, now: NOW });
        expect(result.ok).toBe(inWindow < PRODUCT_PRICE_LOCK.changesMax);
        if (!result.ok) {
          const unlockAt = Number(result.error[0]?.params?.['unlockAt']);
          expect(unlockAt).toBeGreaterThan(NOW);
          const later = productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt, now: unlockAt });
          expect(later.ok).toBe(true);
          expect(productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt, now: unlockAt - 1 }).ok).toBe(false);
        }
      }),
    );
  });
});

describe('productPriceLockState', () => {
  it('agrees with productPriceUpdateCheck: a change is allowed exactly when some remain', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * DAY_MS }), { maxLength: 6 }), (ago) => {
        const changedAt = ago.map((ms) => NOW - ms);
        const state = productPriceLockState(changedAt, NOW);
        const check = productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt, now: NOW });
        expect(check.ok).toBe(state.remaining > 0);
        expect(state.nextChangeAt === null).toBe(state.remaining > 0);
        if (state.nextChangeAt !== null) {
          expect(productPriceUpdateCheck({ previousPrice: 1, nextPrice: 2, changedAt, now: state.nextChangeAt }).ok).toBe(true);
          expect(state.nextChangeAt).toBeLessThanOrEqual(NOW + PRODUCT_PRICE_LOCK.windowDays * DAY_MS);
        }
      }),
    );
  });
});

describe('productPricesDiffer', () => {
  const set = (sale_price: number, variants: [string, number][] = []) => ({ sale_price, variants: variants.map(([name, price]) => ({ options: [name], price })) });
  it('counts a changed own price, or a changed price of a variant that existed; not a new variant', () => {
    expect(productPricesDiffer(set(100), set(100))).toBe(false);
    expect(productPricesDiffer(set(100), set(120))).toBe(true);
    expect(productPricesDiffer(set(100, [['Red', 100]]), set(90, [['Red', 100], ['Blue', 90]]))).toBe(false);
    expect(productPricesDiffer(set(100, [['Red', 100]]), set(100, [['Red', 110]]))).toBe(true);
  });
  it('never counts an edit that keeps every price', () => {
    fc.assert(
      fc.property(fc.nat(), fc.uniqueArray(fc.tuple(fc.string(), fc.nat()), { selector: ([name]) => name }), (price, variants) => {
        expect(productPricesDiffer(set(price, variants), set(price, variants))).toBe(false);
      }),
    );
  });
});
