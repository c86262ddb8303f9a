import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { ProductPageSchema, ProductSchema, ProductSummarySchema } from './product.js';
import { makeProduct } from '../testing/factories.js';

/** Every field that is neither nullish nor defaulted. */
const REQUIRED = [
  ...['_id', 'name', 'images', 'sale_price', 'quantity', 'shop', 'description', 'category'],
  ...['weight', 'length', 'width', 'height', 'classifications', 'variants'],
  ...['preparation_time', 'return_period', 'return_conditions'],
] as const;

describe('ProductSchema', () => {
  it('accepts the factory product, also sold out', () => {
    expect(ProductSchema.safeParse(makeProduct()).success).toBe(true);
    expect(ProductSchema.safeParse(makeProduct({ quantity: 0 })).success).toBe(true);
  });

  it('tolerates unknown extra fields and drops them', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }).filter((key) => !(key in makeProduct()) && key !== '__proto__'), fc.jsonValue()),
        (extra) => {
          const parsed = ProductSchema.safeParse({ ...extra, ...makeProduct() });
          expect(parsed.success).toBe(true);
          for (const key of Object.keys(extra)) expect(parsed.data).not.toHaveProperty([key]);
        },
      ),
    );
  });

  it.each(REQUIRED)('rejects a product without %s with a ZodError naming it', (field) => {
    const { [field]: _dropped, ...rest } = makeProduct();
    const parsed = ProductSchema.safeParse(rest);
    expect(parsed.success).toBe(false);
    expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('rejects negative stock and a non-finite price', () => {
    expect(ProductSchema.safeParse(makeProduct({ quantity: -1 })).success).toBe(false);
    expect(ProductSchema.safeParse({ ...makeProduct(), sale_price: Infinity }).success).toBe(false);
  });

  it('defaults sold to 0 on summaries', () => {
    const { sold: _sold, ...summary } = makeProduct();
    expect(ProductSummarySchema.parse(summary).sold).toBe(0);
  });

  it('never throws with safeParse, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = ProductSchema.safeParse(input);
        if (!parsed.success) expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
      }),
    );
  });
});

describe('ProductPageSchema', () => {
  it('parses a page of summaries and rejects page 0', () => {
    const page = { items: [makeProduct()], page: 1, limit: 20, total: 1 };
    expect(ProductPageSchema.parse(page).items[0]).not.toHaveProperty('description');
    expect(ProductPageSchema.safeParse({ ...page, page: 0 }).success).toBe(false);
  });
});
