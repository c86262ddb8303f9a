import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { DiscountSchema } from './discount.js';
import { makeDiscount, makeDiscountTier } from '../testing/pricing-factories.js';

describe('DiscountSchema', () => {
  it('accepts the factory discount, with and without tiers', () => {
    expect(DiscountSchema.safeParse(makeDiscount()).success).toBe(true);
    expect(DiscountSchema.safeParse(makeDiscount({ discount_by_range_price: [makeDiscountTier({ to: null })] })).success).toBe(true);
  });

  it.each(['type', 'value', 'available'] as const)('rejects a discount without %s', (field) => {
    const { [field]: _dropped, ...rest } = makeDiscount();
    const parsed = DiscountSchema.safeParse(rest);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('defaults missing tiers to none and drops unknown fields', () => {
    const { discount_by_range_price: _tiers, ...rest } = makeDiscount();
    const parsed = DiscountSchema.parse({ ...rest, shop_note: 'x' });
    expect(parsed.discount_by_range_price).toEqual([]);
    expect(parsed).not.toHaveProperty('shop_note');
  });

  it('rejects a type other than percent or price', () => {
    expect(DiscountSchema.safeParse({ ...makeDiscount(), type: 'fixed' }).success).toBe(false);
  });

  it('never throws with safeParse', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = DiscountSchema.safeParse(input);
        if (!parsed.success) expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
      }),
    );
  });
});
