import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { productDraftTotals, productVariantCombinations, productVariantKey, productVariantMatrix } from './product-variants.js';
import { makeClassificationDraft, makeOptionDraft } from '../testing/seller-catalogue-factories.js';

const optionNames = fc.uniqueArray(fc.stringMatching(/^[A-Za-z]{3,8}$/), { minLength: 1, maxLength: 4, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() });
const classificationsOf = (lists: string[][]) =>
  lists.map((names) => makeClassificationDraft({ options: names.map((name, index) => makeOptionDraft({ name, price: vnd(100 + index), stock: 5 + index })) }));

describe('productVariantMatrix', () => {
  it('has one row per combination, keyed by the option names joined with " | "', () => {
    fc.assert(
      fc.property(fc.array(optionNames, { minLength: 1, maxLength: 2 }), (lists) => {
        const matrix = productVariantMatrix(classificationsOf(lists), []);
        expect(matrix.length).toBe(lists.reduce((count, names) => count * names.length, 1));
        expect(new Set(matrix.map((row) => productVariantKey(row.options))).size).toBe(matrix.length);
        for (const row of matrix) row.options.forEach((name, index) => expect(lists[index]).toContain(name));
      }),
    );
  });

  it('keeps what the seller typed in rows that still exist, whatever the options become', () => {
    fc.assert(
      fc.property(optionNames, optionNames, fc.nat({ max: 1_000_000 }), (colours, sizes, price) => {
        const before = productVariantMatrix(classificationsOf([colours, sizes]), []).map((row) => ({ ...row, price: vnd(price) }));
        const after = productVariantMatrix(classificationsOf([colours, sizes.slice(1)]), before);
        for (const row of after) expect(row.price).toBe(price);
      }),
    );
  });

  it('starts a new row at the highest option price and the lowest option stock', () => {
    const [row] = productVariantMatrix(classificationsOf([['Red'], ['Large']]), []);
    expect(row).toEqual({ options: ['Red', 'Large'], price: 100, stock: 5, image: null });
    expect(productVariantCombinations([])).toEqual([]);
  });
});

describe('productDraftTotals', () => {
  it('is the lowest variant price and the sum of their stocks, or the draft’s own without variants', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: fc.nat(), stock: fc.nat({ max: 10_000 }) }), { maxLength: 8 }), fc.nat(), fc.nat(), (variants, price, stock) => {
        const totals = productDraftTotals({ sale_price: price, quantity: stock, variants });
        if (variants.length === 0) expect(totals).toEqual({ sale_price: price, quantity: stock });
        else {
          expect(variants.every((variant) => variant.price >= totals.sale_price)).toBe(true);
          expect(totals.quantity).toBe(variants.reduce((sum, variant) => sum + variant.stock, 0));
        }
      }),
    );
  });
});
