import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optionStock, variantChoiceComplete, variantFind, type VariantChoice } from './variant-pick.js';
import type { Classification, Product } from './product.js';
import type { Variant } from './variant.js';
import { makeClassification, makeProduct, makeVariant } from '../testing/factories.js';
import { vnd } from '../money/money.js';

const names = (variant: Variant) => variant.option_values.map((option) => option.name);

/** 1-3 classifications of 1-4 options each, and variants for some of the combinations. */
const productArb = fc
  .array(fc.uniqueArray(fc.constantFrom('Đỏ', 'Trắng', 'Đen', 'S', 'M', 'L', 'Lụa'), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 3,
  })
  .chain((options) => {
    const classifications: Classification[] = options.map((opts, i) => ({
      name: `Phân loại ${i}`,
      kind: 'other',
      options: opts.map((name) => ({ name })),
    }));
    const combination = fc.tuple(...options.map((opts) => fc.constantFrom(...opts)));
    const variants = fc.uniqueArray(fc.tuple(combination, fc.nat(20)), {
      selector: ([combo]) => combo.join('|'),
      maxLength: 12,
    });
    return fc.record({
      classifications: fc.constant(classifications),
      variants: variants.map((list) =>
        list.map(([combo, quantity], i) =>
          makeVariant({ _id: `v${i}`, option_values: combo.map((name) => ({ name })), variant_name: combo.join(' | '), quantity }),
        ),
      ),
    });
  });

/** A choice per classification (some open), possibly cut short. */
const choiceFor = (classifications: readonly Classification[]): fc.Arbitrary<VariantChoice> =>
  fc
    .tuple(...classifications.map((c) => fc.option(fc.constantFrom(...c.options.map((o) => o.name)), { nil: null })))
    .chain((choice) => fc.nat(choice.length).map((cut) => choice.slice(0, cut === 0 ? choice.length : cut)));

const productWithChoice = productArb.chain((product) => fc.record({ product: fc.constant(product), choice: choiceFor(product.classifications) }));

describe('variantFind', () => {
  it('returns null until every classification is chosen', () => {
    fc.assert(
      fc.property(productWithChoice, ({ product, choice }) => {
        if (!variantChoiceComplete(product.classifications, choice)) expect(variantFind(product, choice)).toBeNull();
      }),
    );
  });

  it('finds the variant whose options are the complete choice, or null for a missing combination', () => {
    fc.assert(
      fc.property(productWithChoice, ({ product, choice }) => {
        if (!variantChoiceComplete(product.classifications, choice)) return;
        const expected = product.variants.find((variant) => names(variant).join('|') === choice.join('|')) ?? null;
        expect(variantFind(product, choice)).toBe(expected);
      }),
    );
  });

  it('finds each listed variant from its own option names', () => {
    fc.assert(
      fc.property(productArb, ({ classifications, variants }) => {
        for (const variant of variants) expect(variantFind({ classifications, variants }, names(variant))).toBe(variant);
      }),
    );
  });

  it('picks the red M of the default product', () => {
    const product = makeProduct();
    expect(variantFind(product, ['Đỏ', 'M'])?._id).toBe('variant-1');
    expect(variantFind(product, ['Đỏ', null])).toBeNull();
    expect(variantFind(product, ['Trắng', 'L'])).toBeNull();
    expect(variantFind(product, ['Đỏ'])).toBeNull();
  });
});

describe('optionStock', () => {
  it('sums the stock of the variants matching the option and the other chosen options', () => {
    fc.assert(
      fc.property(productWithChoice, fc.nat(), ({ product, choice }, seed) => {
        const index = seed % product.classifications.length;
        const options = product.classifications[index]?.options ?? [];
        for (const { name } of options) {
          const expected = product.variants
            .filter((variant) =>
              names(variant).every((value, j) => (j === index ? value === name : (choice[j] ?? null) === null || value === choice[j])),
            )
            .reduce((total, variant) => total + variant.quantity, 0);
          expect(optionStock(product, choice, index, name)).toBe(expected);
        }
      }),
    );
  });

  const product: Pick<Product, 'variants'> = {
    variants: [
      makeVariant({ _id: 'red-m', option_values: [{ name: 'Đỏ' }, { name: 'M' }], quantity: 4 }),
      makeVariant({ _id: 'red-l', option_values: [{ name: 'Đỏ' }, { name: 'L' }], quantity: 0 }),
      makeVariant({ _id: 'white-l', option_values: [{ name: 'Trắng' }, { name: 'L' }], quantity: 6, sale_price: vnd(1) }),
    ],
  };

  it('gives the stock per option given the other choice', () => {
    expect(optionStock(product, [null, null], 0, 'Đỏ')).toBe(4);
    expect(optionStock(product, [null, null], 1, 'L')).toBe(6);
    expect(optionStock(product, ['Trắng', null], 1, 'L')).toBe(6);
    expect(optionStock(product, ['Đỏ', 'L'], 1, 'M')).toBe(4);
  });

  it('gives 0 for a sold-out or a missing combination', () => {
    expect(optionStock(product, ['Đỏ', null], 1, 'L')).toBe(0);
    expect(optionStock(product, ['Trắng', null], 1, 'M')).toBe(0);
  });

  it('counts the option even when the choice is shorter than the classifications', () => {
    expect(optionStock(product, [], 0, 'Đỏ')).toBe(4);
    expect(optionStock(product, ['Đỏ'], 1, 'L')).toBe(0);
  });
});

describe('variantChoiceComplete', () => {
  const classifications = [makeClassification(), makeClassification({ name: 'Kích cỡ', kind: 'size' })];

  it.each<[VariantChoice, boolean]>([
    [['Đỏ', 'M'], true],
    [['Đỏ', null], false],
    [[null, null], false],
    [['Đỏ'], false],
    [[], false],
    [['Đỏ', 'M', 'L'], false],
  ])('%j is complete: %s', (choice, expected) => {
    expect(variantChoiceComplete(classifications, choice)).toBe(expected);
  });

  it('is always complete without classifications', () => {
    expect(variantChoiceComplete([], [])).toBe(true);
    expect(variantChoiceComplete([], [null])).toBe(true);
  });
});
