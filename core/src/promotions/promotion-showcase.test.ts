import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { makePromotionItem } from '../testing/promotions-factories.js';
import { wildNumberArb } from '../testing/pricing-factories.js';
import { promotionItemPrice } from './promotion-program.js';
import { promotionItemRemaining, promotionShowcasePercent } from './promotion-showcase.js';

const itemArb = () =>
  fc
    .record({
      price: fc.integer({ min: 0, max: 5_000_000 }),
      discount_percent: fc.integer({ min: 0, max: 100 }),
      max_discount: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      product_limit: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ price, max_discount, ...rest }) => makePromotionItem({ ...rest, price: vnd(price), max_discount: max_discount === null ? null : vnd(max_discount) }));

describe('promotionItemRemaining', () => {
  it('is between 0 and the product limit for any sold count', () => {
    fc.assert(
      fc.property(itemArb(), wildNumberArb(), (item, sold) => {
        const left = promotionItemRemaining(item, sold);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(item.product_limit);
      }),
    );
    expect(promotionItemRemaining(makePromotionItem({ product_limit: 10 }), 4)).toBe(6);
  });
});

describe('promotionShowcasePercent', () => {
  it('is a whole percentage no higher than the item discount, matching the price after discount', () => {
    fc.assert(
      fc.property(itemArb(), (item) => {
        const percent = promotionShowcasePercent(item);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(item.discount_percent);
        expect(promotionItemPrice(item)).toBeLessThanOrEqual(item.price);
      }),
    );
    // 30% of 500.000đ is 150.000đ, capped at 100.000đ: 20% off.
    expect(promotionShowcasePercent(makePromotionItem())).toBe(20);
  });
});
