import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { DISCOUNT_TIER_VALUE_KIND, discountAmount, discountBest } from './discount-amount.js';
import type { Discount } from './discount.js';
import { discountArb, makeDiscount, makeDiscountTier, wildDiscountArb, wildNumberArb } from '../testing/pricing-factories.js';
import { ARB_PRICE_MAX } from '../testing/arbitraries.js';

/**
 * The oracle: spec section 9 as plainly as it can be written, for realistic discounts
 * (percentages 0-100, whole-dong amounts). Candidates are the flat rule and every tier
 * holding the subtotal; the biggest wins, but never more than the subtotal.
 */
function referenceAmount(discount: Discount, subtotal: number): number {
  if (!discount.available || subtotal <= 0) return 0;
  const candidates = [0];
  if (discount.type === 'percent') {
    let amount = Math.floor((subtotal * discount.value) / 100);
    const cap = discount.max_discount_value;
    if (cap && amount > cap) amount = cap;
    candidates.push(amount);
  } else {
    candidates.push(discount.value);
  }
  for (const tier of discount.discount_by_range_price) {
    const aboveFrom = subtotal >= tier.from;
    const belowTo = tier.to === null || tier.to === undefined || subtotal <= tier.to;
    if (aboveFrom && belowTo) candidates.push(tier.value);
  }
  return Math.min(subtotal, Math.max(...candidates));
}

const subtotalArb = fc.integer({ min: 0, max: ARB_PRICE_MAX });

describe('discountAmount against the reference', () => {
  it('matches the oracle for realistic discounts', () => {
    fc.assert(
      fc.property(discountArb(), subtotalArb, (discount, subtotal) => {
        expect(discountAmount(discount, subtotal)).toBe(referenceAmount(discount, subtotal));
      }),
    );
  });

  it('discountBest matches the largest oracle amount among available discounts', () => {
    fc.assert(
      fc.property(fc.array(discountArb(), { maxLength: 6 }), subtotalArb, (discounts, subtotal) => {
        const expected = Math.max(0, ...discounts.map((discount) => referenceAmount(discount, subtotal)));
        expect(discountBest(discounts, subtotal).amount).toBe(expected);
      }),
    );
  });
});

describe('discountAmount invariants', () => {
  it('is a finite amount between 0 and the subtotal, for any numbers at all', () => {
    fc.assert(
      fc.property(wildDiscountArb(), wildNumberArb(), (discount, subtotal) => {
        const amount = discountAmount(discount, subtotal);
        expect(Number.isFinite(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(Number.isFinite(subtotal) ? Math.max(0, subtotal) : 0);
      }),
    );
  });

  it('is 0 for an unavailable discount', () => {
    fc.assert(
      fc.property(discountArb(), subtotalArb, (discount, subtotal) => {
        expect(discountAmount({ ...discount, available: false }, subtotal)).toBe(0);
      }),
    );
  });

  it('never lets a percent discount pass its cap when it has no tiers', () => {
    fc.assert(
      fc.property(discountArb(), subtotalArb, fc.integer({ min: 1, max: ARB_PRICE_MAX }), (discount, subtotal, cap) => {
        const capped: Discount = { ...discount, type: 'percent', max_discount_value: vnd(cap), discount_by_range_price: [] };
        expect(discountAmount(capped, subtotal)).toBeLessThanOrEqual(cap);
      }),
    );
  });

  it('grows with the subtotal for a percent or price discount without tiers', () => {
    fc.assert(
      fc.property(discountArb(), subtotalArb, subtotalArb, (discount, a, b) => {
        const flat = { ...discount, discount_by_range_price: [] };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountAmount(flat, low)).toBeLessThanOrEqual(discountAmount(flat, high));
      }),
    );
  });
});

describe('discountBest invariants', () => {
  it('is at least every available candidate and is one of them', () => {
    fc.assert(
      fc.property(fc.array(discountArb(), { maxLength: 6 }), subtotalArb, (discounts, subtotal) => {
        const best = discountBest(discounts, subtotal);
        for (const discount of discounts) expect(best.amount).toBeGreaterThanOrEqual(discountAmount(discount, subtotal));
        if (best.discount === null) expect(best.amount).toBe(0);
        else {
          expect(best.discount.available).toBe(true);
          expect(discounts).toContain(best.discount);
          expect(best.amount).toBe(discountAmount(best.discount, subtotal));
        }
      }),
    );
  });

  it('ignores unavailable discounts, however generous', () => {
    fc.assert(
      fc.property(fc.array(discountArb(), { maxLength: 4 }), fc.array(discountArb(), { maxLength: 4 }), subtotalArb, (discounts, extra, subtotal) => {
        const unavailable = extra.map((discount) => ({ ...discount, available: false }));
        expect(discountBest([...unavailable, ...discounts, ...unavailable], subtotal)).toEqual(discountBest(discounts, subtotal));
      }),
    );
  });

  it('stays between 0 and the subtotal for any numbers', () => {
    fc.assert(
      fc.property(fc.array(wildDiscountArb(), { maxLength: 4 }), wildNumberArb(), (discounts, subtotal) => {
        const { amount } = discountBest(discounts, subtotal);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(Number.isFinite(subtotal) ? Math.max(0, subtotal) : 0);
      }),
    );
  });
});

describe('discount examples (spec section 9)', () => {
  const tenPercentCapped = makeDiscount({ _id: 'ten', type: 'percent', value: 10, max_discount_value: vnd(100_000) });
  const fixed150 = makeDiscount({ _id: 'fixed', type: 'price', value: 150_000, max_discount_value: null });

  it('caps a percent discount by max_discount_value', () => {
    expect(discountAmount(tenPercentCapped, 500_000)).toBe(50_000);
    expect(discountAmount(tenPercentCapped, 2_000_000)).toBe(100_000);
  });

  it('treats a cap of 0 or none as no cap', () => {
    expect(discountAmount(makeDiscount({ value: 10, max_discount_value: vnd(0) }), 2_000_000)).toBe(200_000);
    expect(discountAmount(makeDiscount({ value: 10, max_discount_value: null }), 2_000_000)).toBe(200_000);
  });

  it('rounds a percent down to the dong', () => {
    expect(discountAmount(makeDiscount({ value: 15, max_discount_value: null }), 99_999)).toBe(14_999);
  });

  it('compares the capped percent with the fixed price', () => {
    expect(discountBest([tenPercentCapped, fixed150], 2_000_000)).toEqual({ discount: fixed150, amount: 150_000 });
    expect(discountBest([tenPercentCapped, fixed150], 100_000)).toEqual({ discount: fixed150, amount: 100_000 });
    const twentyFive = makeDiscount({ _id: 'quarter', value: 25, max_discount_value: null });
    expect(discountBest([fixed150, twentyFive], 1_000_000)).toEqual({ discount: twentyFive, amount: 250_000 });
  });

  it('gives a range tier its value when [from, to] holds the subtotal, bounds included', () => {
    const tiered = makeDiscount({
      type: 'price',
      value: 0,
      discount_by_range_price: [
        makeDiscountTier({ from: vnd(0), to: vnd(499_999), value: 20_000 }),
        makeDiscountTier({ from: vnd(500_000), to: vnd(1_000_000), value: 50_000 }),
        makeDiscountTier({ from: vnd(1_000_001), to: null, value: 120_000 }),
      ],
    });
    expect(discountAmount(tiered, 300_000)).toBe(20_000);
    expect(discountAmount(tiered, 500_000)).toBe(50_000);
    expect(discountAmount(tiered, 1_000_000)).toBe(50_000);
    expect(discountAmount(tiered, 9_000_000)).toBe(120_000);
  });

  it('reads a tier value as dong off, not a percentage', () => {
    expect(DISCOUNT_TIER_VALUE_KIND).toBe('amount');
    const tier = makeDiscount({ type: 'price', value: 0, discount_by_range_price: [makeDiscountTier({ from: vnd(0), to: null, value: 30 })] });
    expect(discountAmount(tier, 1_000_000)).toBe(30);
  });

  it('takes the larger of the flat rule and the tier', () => {
    const both = makeDiscount({
      value: 10,
      max_discount_value: null,
      discount_by_range_price: [makeDiscountTier({ from: vnd(0), to: null, value: 60_000 })],
    });
    expect(discountAmount(both, 500_000)).toBe(60_000);
    expect(discountAmount(both, 1_000_000)).toBe(100_000);
  });

  it('never takes more than the subtotal', () => {
    expect(discountAmount(fixed150, 90_000)).toBe(90_000);
  });

  it('gives nothing for nothing, and nothing from an empty list', () => {
    expect(discountBest([], 1_000_000)).toEqual({ discount: null, amount: 0 });
    expect(discountBest([fixed150], 0)).toEqual({ discount: null, amount: 0 });
    expect(discountBest([{ ...fixed150, available: false }], 1_000_000)).toEqual({ discount: null, amount: 0 });
  });

  it('keeps the first discount on a tie', () => {
    const other = { ...fixed150, _id: 'fixed-2' };
    expect(discountBest([fixed150, other], 1_000_000).discount).toBe(fixed150);
  });

  it('treats broken numbers as nothing', () => {
    expect(discountAmount(makeDiscount({ value: Number.NaN }), 1_000_000)).toBe(0);
    expect(discountAmount(makeDiscount({ type: 'price', value: -5 }), 1_000_000)).toBe(0);
    expect(discountAmount(makeDiscount({ value: 10 }), Number.NaN)).toBe(0);
    expect(discountAmount(makeDiscount({ value: 10 }), Infinity)).toBe(0);
    expect(discountAmount(makeDiscount({ value: 500, max_discount_value: null }), 80_000)).toBe(80_000);
  });
});
