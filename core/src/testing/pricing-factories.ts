/**
 * Factories and arbitraries for pricing: discounts and their tiers. Deterministic defaults a
 * test overrides where it matters (`makeDiscount({ available: false })`); randomness only in
 * the arbitraries.
 */
import fc from 'fast-check';
import { vnd, type Vnd } from '../money/money.js';
import type { Discount, DiscountTier } from '../pricing/discount.js';
import { ARB_PRICE_MAX } from './arbitraries.js';

export const makeDiscountTier = (overrides: Partial<DiscountTier> = {}): DiscountTier => ({
  from: vnd(500_000),
  to: vnd(1_000_000),
  value: 50_000,
  ...overrides,
});

/** An available 10% discount capped at 100.000đ, without tiers. */
export const makeDiscount = (overrides: Partial<Discount> = {}): Discount => ({
  _id: 'discount-1',
  type: 'percent',
  value: 10,
  max_discount_value: vnd(100_000),
  available: true,
  discount_by_range_price: [],
  ...overrides,
});

/** Any number a broken server or form might send, including NaN, infinities and negatives. */
export const wildNumberArb = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -ARB_PRICE_MAX, max: ARB_PRICE_MAX }),
    fc.double(),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0, Number.MAX_VALUE, Number.MIN_VALUE),
  );

export const discountTierArb = (): fc.Arbitrary<DiscountTier> =>
  fc
    .record({
      from: fc.integer({ min: 0, max: ARB_PRICE_MAX }),
      width: fc.option(fc.integer({ min: 0, max: ARB_PRICE_MAX }), { nil: null }),
      value: fc.integer({ min: 0, max: ARB_PRICE_MAX / 10 }),
    })
    .map(({ from, width, value }) => ({ from: vnd(from), to: width === null ? null : vnd(from + width), value }));

/** Realistic discounts: percents 0-100, fixed prices and caps in whole dong, 0-3 tiers. */
export const discountArb = (): fc.Arbitrary<Discount> =>
  fc
    .record({
      type: fc.constantFrom('percent' as const, 'price' as const),
      percent: fc.integer({ min: 0, max: 100 }),
      price: fc.integer({ min: 0, max: ARB_PRICE_MAX / 10 }),
      max_discount_value: fc.option(fc.integer({ min: 0, max: ARB_PRICE_MAX / 10 }).map(vnd), { nil: null }),
      available: fc.boolean(),
      discount_by_range_price: fc.array(discountTierArb(), { maxLength: 3 }),
    })
    .map(({ type, percent, price, ...rest }) => ({ ...rest, type, value: type === 'percent' ? percent : price }));

/** Discounts with any numbers at all in their numeric fields. */
export const wildDiscountArb = (): fc.Arbitrary<Discount> =>
  fc.record({
    type: fc.constantFrom('percent' as const, 'price' as const),
    value: wildNumberArb(),
    max_discount_value: fc.option(wildNumberArb().map((n) => n as Vnd), { nil: null }),
    available: fc.boolean(),
    discount_by_range_price: fc.array(
      fc.record({
        from: wildNumberArb().map((n) => n as Vnd),
        to: fc.option(wildNumberArb().map((n) => n as Vnd), { nil: null }),
        value: wildNumberArb(),
      }),
      { maxLength: 3 },
    ),
  });
