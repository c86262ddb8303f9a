import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROMOTION_DISCOUNT_MAX_PERCENT,
  PROMOTION_FORM_CODES,
  PROMOTION_MAX_DISCOUNT_READING,
  promotionFormValidate,
  promotionMaxDiscountBound,
} from './promotion-form.js';
import { PromotionProgramSchema } from './promotion-program.js';
import { makePromotionFormInput, makePromotionItem } from '../testing/promotions-factories.js';

const issuesOf = (input: unknown) => {
  const result = promotionFormValidate(input);
  return result.ok ? [] : result.error.map(({ field, code }) => `${field}:${code}`);
};
const withItem = (overrides: Record<string, unknown>) => makePromotionFormInput({ items: [{ ...makePromotionItem(), ...overrides }] });

describe('promotionFormValidate is total', () => {
  it('never throws and only uses its own codes', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = promotionFormValidate(input);
        if (!result.ok) for (const issue of result.error) expect(PROMOTION_FORM_CODES).toContain(issue.code);
      }),
    );
  });

  it('survives any value in any item field', () => {
    const keys = Object.keys(makePromotionItem());
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        expect(() => promotionFormValidate(withItem({ [key]: value }))).not.toThrow();
      }),
    );
  });
});

describe('promotionFormValidate', () => {
  it('accepts the factory form and returns a program the schema accepts', () => {
    const result = promotionFormValidate(makePromotionFormInput());
    expect(result.ok).toBe(true);
    if (result.ok) expect(PromotionProgramSchema.safeParse({ ...result.value, _id: 'new' }).success).toBe(true);
  });

  it('lists every missing field at once', () => {
    expect(issuesOf({})).toEqual([
      'name:PROMOTION.REQUIRED',
      'start_time:PROMOTION.REQUIRED',
      'end_time:PROMOTION.REQUIRED',
      'items:PROMOTION.PRODUCTS_REQUIRED',
    ]);
    expect(issuesOf(makePromotionFormInput({ items: [{}] }))).toEqual([
      'items.0.product_id:PROMOTION.REQUIRED',
      'items.0.price:PROMOTION.REQUIRED',
      'items.0.discount_percent:PROMOTION.REQUIRED',
      'items.0.product_limit:PROMOTION.REQUIRED',
    ]);
  });

  it('allows a name and a description of 150 characters, not 151', () => {
    expect(issuesOf(makePromotionFormInput({ name: 'á'.repeat(150), description: 'b'.repeat(150) }))).toEqual([]);
    expect(issuesOf(makePromotionFormInput({ name: 'á'.repeat(151), description: 'b'.repeat(151) }))).toEqual([
      'name:PROMOTION.NAME_TOO_LONG',
      'description:PROMOTION.DESCRIPTION_TOO_LONG',
    ]);
  });

  it('needs the end after the start', () => {
    const form = makePromotionFormInput();
    expect(issuesOf({ ...form, end_time: form['start_time'] })).toEqual(['end_time:PROMOTION.END_BEFORE_START']);
  });

  it.each([
    [0, ['items.0.discount_percent:PROMOTION.DISCOUNT_RANGE']],
    [0.5, []],
    [80, []],
    [80.01, ['items.0.discount_percent:PROMOTION.DISCOUNT_RANGE']],
  ])('takes a discount of %s%% with issues %j', (discount_percent, expected) => {
    expect(issuesOf(withItem({ discount_percent, max_discount: null }))).toEqual(expected);
  });

  it('needs a max discount above 0 and not above the discount the percentage gives', () => {
    expect(PROMOTION_MAX_DISCOUNT_READING).toBe('discount_amount');
    // 30% of 500.000đ is 150.000đ.
    expect(issuesOf(withItem({ price: 500_000, discount_percent: 30, max_discount: 150_000 }))).toEqual([]);
    expect(issuesOf(withItem({ price: 500_000, discount_percent: 30, max_discount: 150_001 }))).toEqual([
      'items.0.max_discount:PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT',
    ]);
    expect(issuesOf(withItem({ max_discount: 0 }))).toEqual(['items.0.max_discount:PROMOTION.MAX_DISCOUNT_POSITIVE']);
    expect(promotionMaxDiscountBound(500_000, 30)).toBe(150_000);
  });

  it('never lets the bound pass what 80% takes off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.double({ min: 0, max: PROMOTION_DISCOUNT_MAX_PERCENT, noNaN: true }), (price, percent) => {
        expect(promotionMaxDiscountBound(price, percent)).toBeLessThanOrEqual((price * PROMOTION_DISCOUNT_MAX_PERCENT) / 100);
      }),
    );
  });

  it('needs a product limit that is not 0 and not below the per-order limit', () => {
    expect(issuesOf(withItem({ product_limit: 0 }))).toEqual(['items.0.product_limit:PROMOTION.PRODUCT_LIMIT_INVALID']);
    expect(issuesOf(withItem({ product_limit: 4, purchase_limit_per_order: 5 }))).toEqual([
      'items.0.product_limit:PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT',
    ]);
    expect(issuesOf(withItem({ product_limit: 5, purchase_limit_per_order: 5, order_limit_per_user: 9 }))).toEqual([]);
  });

  it('needs whole limits of at least one when given', () => {
    expect(issuesOf(withItem({ purchase_limit_per_order: 0, order_limit_per_user: 1.5 }))).toEqual([
      'items.0.purchase_limit_per_order:PROMOTION.LIMIT_INVALID',
      'items.0.order_limit_per_user:PROMOTION.LIMIT_INVALID',
    ]);
    expect(issuesOf(withItem({ purchase_limit_per_order: null, order_limit_per_user: null }))).toEqual([]);
  });

  it('refuses the same product twice and names the second', () => {
    const item = makePromotionItem();
    expect(issuesOf(makePromotionFormInput({ items: [item, { ...item, product_id: 'product-2' }, item] }))).toEqual([
      'items.2.product_id:PROMOTION.PRODUCT_DUPLICATE',
    ]);
    expect(issuesOf(makePromotionFormInput({ items: [item, { ...item, variant_id: 'variant-2' }] }))).toEqual([]);
  });

  it('reports holes in the item list as missing items', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(issuesOf(makePromotionFormInput({ items: [, makePromotionItem()] }))).toContain('items.0.product_id:PROMOTION.REQUIRED');
  });
});
