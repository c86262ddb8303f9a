import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VARIANT_NAME_SEPARATOR, VariantSchema, variantName } from './variant.js';
import { makeVariant } from '../testing/factories.js';

describe('variantName', () => {
  it("joins option names with ' | ' in classification order", () => {
    expect(VARIANT_NAME_SEPARATOR).toBe(' | ');
    expect(variantName([{ name: 'Đỏ' }, { name: 'M' }])).toBe('Đỏ | M');
    expect(variantName([{ name: 'M' }, { name: 'Đỏ' }])).toBe('M | Đỏ');
    expect(variantName([{ name: 'Trắng' }])).toBe('Trắng');
    expect(variantName([])).toBe('');
  });

  it('splits back into the same names when no name contains the separator', () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !s.includes('|'));
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 5 }), (names) => {
        expect(variantName(names.map((n) => ({ name: n }))).split(VARIANT_NAME_SEPARATOR)).toEqual(names);
      }),
    );
  });

  it('matches the name the factory variant carries', () => {
    const variant = makeVariant();
    expect(variantName(variant.option_values)).toBe(variant.variant_name);
  });
});

describe('VariantSchema', () => {
  it('defaults images to an empty list and rejects negative stock', () => {
    const { images: _images, ...withoutImages } = makeVariant();
    expect(VariantSchema.parse(withoutImages).images).toEqual([]);
    expect(VariantSchema.safeParse(makeVariant({ quantity: -1 })).success).toBe(false);
  });
});
