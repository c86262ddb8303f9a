import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceDiscountPercent } from './price-discount.js';

const money = fc.integer({ min: 0, max: 1_000_000_000 });

describe('priceDiscountPercent', () => {
  it('is 0 exactly when there is no reduction, else a whole percent from 1 to 100', () => {
    fc.assert(
      fc.property(money, fc.option(money, { nil: null }), (amount, original) => {
        const percent = priceDiscountPercent(amount, original);
        expect(Number.isInteger(percent)).toBe(true);
        if (original === null || original <= amount) expect(percent).toBe(0);
        else {
          expect(percent).toBeGreaterThanOrEqual(1);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Math.abs(percent - ((original - amount) / original) * 100)).toBeLessThanOrEqual(Math.max(0.5, 1 - ((original - amount) / original) * 100));
        }
      }),
    );
  });

  it('never falls as the sale price falls against the same original', () => {
    fc.assert(
      fc.property(money, money, money, (a, b, original) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(priceDiscountPercent(low, original)).toBeGreaterThanOrEqual(priceDiscountPercent(high, original));
      }),
    );
  });

  it('reads the examples of the product page', () => {
    expect(priceDiscountPercent(150_000, 200_000)).toBe(25);
    expect(priceDiscountPercent(199_999, 200_000)).toBe(1);
    expect(priceDiscountPercent(200_000, 100_000)).toBe(0);
    expect(priceDiscountPercent(0, 200_000)).toBe(100);
    expect(priceDiscountPercent(100, undefined)).toBe(0);
  });
});
