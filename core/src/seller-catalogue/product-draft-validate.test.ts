import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productDraftValidate } from './product-draft-validate.js';
import { PRODUCT_RETURN_PERIOD_DAYS } from './product-draft.js';
import { SELLER_CATALOGUE_ERRORS } from './seller-catalogue-errors.js';
import {
  makeClassificationDraft,
  makeOptionDraft,
  makeProductDraft,
  makeSizeDetail,
} from '../testing/seller-catalogue-factories.js';

/** The issues as 'field code' strings, for short expectations. */
const found = (input: unknown): string[] => {
  const result = productDraftValidate(input);
  return result.ok ? [] : result.error.map((entry) => `${entry.field} ${entry.code}`);
};
const draftWith = (field: string, value: unknown) => ({ ...makeProductDraft(), [field]: value });

describe('productDraftValidate', () => {
  it('accepts the factory draft and returns it cleaned: trimmed, unknown keys dropped', () => {
    const result = productDraftValidate({ ...makeProductDraft({ name: '  Áo dài lụa tơ tằm thêu hoa sen ' }), extra: 1 });
    expect(result).toEqual({ ok: true, value: makeProductDraft() });
  });

  it('lists every missing field of an empty form, not only the first', () => {
    expect(found({})).toEqual([
      'name PRODUCT.MISSING_NAME',
      'description PRODUCT.MISSING_DESCRIPTION',
      'images PRODUCT.MISSING_IMAGE',
      'category_id PRODUCT.MISSING_CATEGORY',
      'weight PRODUCT.MISSING_WEIGHT',
      'length PRODUCT.MISSING_LENGTH',
      'width PRODUCT.MISSING_WIDTH',
      'height PRODUCT.MISSING_HEIGHT',
      'sale_price PRODUCT.MISSING_PRICE',
      'quantity PRODUCT.MISSING_QUANTITY',
      'preparation_time PRODUCT.MISSING_PREPARATION_TIME',
      'return_period PRODUCT.MISSING_RETURN_PERIOD',
      'return_conditions PRODUCT.MISSING_RETURN_CONDITION',
    ]);
    expect(found(null)).toEqual(found({}));
    expect(found('a product')).toEqual(found({}));
  });

  it.each([
    ['name', 'x'.repeat(9), 'PRODUCT.INVALID_NAME_LENGTH'],
    ['name', 'x'.repeat(201), 'PRODUCT.INVALID_NAME_LENGTH'],
    ['name', '   ', 'PRODUCT.MISSING_NAME'],
    ['description', 'x'.repeat(99), 'PRODUCT.INVALID_DESCRIPTION_LENGTH'],
    ['description', 'x'.repeat(3001), 'PRODUCT.INVALID_DESCRIPTION_LENGTH'],
    ['weight', 9, 'PRODUCT.INVALID_WEIGHT'],
    ['weight', 1_000_001, 'PRODUCT.INVALID_WEIGHT'],
    ['weight', '300', 'PRODUCT.INVALID_WEIGHT'],
    ['length', 0, 'PRODUCT.INVALID_LENGTH'],
    ['width', -1, 'PRODUCT.INVALID_WIDTH'],
    ['height', Number.NaN, 'PRODUCT.INVALID_HEIGHT'],
    ['height', '', 'PRODUCT.MISSING_HEIGHT'],
    ['sale_price', -1, 'PRODUCT.INVALID_PRICE'],
    ['sale_price', null, 'PRODUCT.MISSING_PRICE'],
    ['quantity', 2.5, 'PRODUCT.INVALID_QUANTITY'],
    ['quantity', -1, 'PRODUCT.INVALID_QUANTITY'],
    ['preparation_time', 4, 'PRODUCT.INVALID_PREPARATION_TIME'],
    ['preparation_time', 31, 'PRODUCT.INVALID_PREPARATION_TIME'],
    ['preparation_time', 5.5, 'PRODUCT.INVALID_PREPARATION_TIME'],
    ['return_period', 0, 'PRODUCT.INVALID_RETURN_PERIOD'],
    ['return_period', 16, 'PRODUCT.INVALID_RETURN_PERIOD'],
    ['return_conditions', [], 'PRODUCT.MISSING_RETURN_CONDITION'],
    ['return_conditions', ['  '], 'PRODUCT.MISSING_RETURN_CONDITION'],
    ['images', [], 'PRODUCT.MISSING_IMAGE'],
    ['images', 'a.png', 'PRODUCT.INVALID_IMAGE_URL'],
    ['category_id', '', 'PRODUCT.MISSING_CATEGORY'],
    ['category_id', 'bad id', 'PRODUCT.INVALID_ID'],
    ['_id', '', 'PRODUCT.INVALID_ID'],
    ['size_chart_id', 42, 'PRODUCT.INVALID_ID'],
    ['video', 'https://cdn.test/clip.avi', 'PRODUCT.VIDEO_NOT_SUPPORTED'],
    ['video', 'not a url', 'PRODUCT.INVALID_VIDEO_URL'],
    ['video', ['a.mp4', 'b.mp4'], 'PRODUCT.VIDEOS_MAX'],
    ['link', 'javascript:alert(1)', 'PRODUCT.INVALID_LINK'],
  ])('%s = %j gives exactly %s', (field, value, code) => {
    expect(found(draftWith(field, value))).toEqual([`${field} ${code}`]);
  });

  it.each([
    ['name', 'x'.repeat(10)],
    ['name', 'x'.repeat(200)],
    ['description', 'x'.repeat(100)],
    ['description', 'x'.repeat(3000)],
    ['weight', 10],
    ['weight', 1_000_000],
    ['preparation_time', 5],
    ['preparation_time', 30],
    ['return_period', PRODUCT_RETURN_PERIOD_DAYS.min],
    ['return_period', 15],
    ['sale_price', 0],
    ['quantity', 0],
    ['length', 0.5],
    ['video', 'https://cdn.test/clip.mov'],
    ['video', '/media/videos/v1'],
    ['link', 'https://shop.test/p/1'],
    ['_id', 'product-1'],
  ])('%s = %j is at a boundary and passes', (field, value) => {
    expect(found(draftWith(field, value))).toEqual([]);
  });

  it('counts name and description length in characters, diacritics included', () => {
    expect(found(makeProductDraft({ name: 'Áo dài đẹp' }))).toEqual([]);
    expect(found(makeProductDraft({ name: 'Áo dài đẹ' }))).toEqual(['name PRODUCT.INVALID_NAME_LENGTH']);
  });

  it('rejects sensitive content in the name and description, with the list it is given', () => {
    expect(found(makeProductDraft({ name: 'Áo thun in chữ FUCK cực chất' }))).toEqual(['name PRODUCT.SENSITIVE_CONTENT']);
    const description = `${'Hàng tốt. '.repeat(12)} Đồ óc chó mới mua.`;
    expect(found(makeProductDraft({ description }))).toEqual(['description PRODUCT.SENSITIVE_CONTENT']);
    const withList = productDraftValidate(makeProductDraft(), { moderationWords: ['hoa sen'] });
    expect(withList.ok ? [] : withList.error.map((entry) => entry.field)).toEqual(['name', 'description']);
  });

  it('checks image addresses and types, and allows at most 3', () => {
    const jpg = 'https://cdn.test/a.jpg';
    expect(found(makeProductDraft({ images: [jpg, jpg, jpg, jpg] }))).toEqual(['images PRODUCT.IMAGES_MAX']);
    expect(found(makeProductDraft({ images: [jpg, 'https://cdn.test/b.webp', '//evil.test/c.png', 'data:image/png;base64,AA'] }))).toEqual([
      'images PRODUCT.IMAGES_MAX',
      'images.1 FILE.IMAGE_NOT_SUPPORTED',
      'images.2 PRODUCT.INVALID_IMAGE_URL',
      'images.3 PRODUCT.INVALID_IMAGE_URL',
    ]);
  });

  it('checks classifications: a name, a type, at least one option; options need a name of 3+, price and stock', () => {
    const classifications = [
      makeClassificationDraft({ name: ' ', options: [] }),
      { ...makeClassificationDraft(), type: undefined },
      { ...makeClassificationDraft(), type: 'size', options: [makeOptionDraft({ name: 'M' }), { name: '', price: -5 }] },
    ];
    expect(found({ ...makeProductDraft(), classifications })).toEqual([
      'classifications PRODUCT.CLASSIFICATIONS_MAX',
      'classifications.0.name PRODUCT.MISSING_CLASSIFICATION_NAME',
      'classifications.0.options PRODUCT.MISSING_OPTION',
      'classifications.1.type PRODUCT.MISSING_OPTION_TYPE',
      'classifications.2.options.0.name PRODUCT.INVALID_OPTION_NAME_LENGTH',
      'classifications.2.options.1.name PRODUCT.MISSING_OPTION_NAME',
      'classifications.2.options.1.price PRODUCT.INVALID_PRICE',
      'classifications.2.options.1.stock PRODUCT.MISSING_QUANTITY',
      'variants PRODUCT.VARIANTS_MISMATCH',
    ]);
  });

  it('needs height and weight values on every size detail', () => {
    const size_details = [{ size_name: 'S' }, makeSizeDetail({ height: { min: 170, max: 160 } }), { ...makeSizeDetail(), weight: null }];
    expect(found({ ...makeProductDraft(), size_details })).toEqual([
      'size_details.0.height PRODUCT.SIZE_DETAIL_MISSING_HEIGHT',
      'size_details.0.weight PRODUCT.SIZE_DETAIL_MISSING_WEIGHT',
      'size_details.1.height PRODUCT.SIZE_DETAIL_INVALID_RANGE',
      'size_details.2.weight PRODUCT.SIZE_DETAIL_MISSING_WEIGHT',
    ]);
  });

  it('reports a wrongly typed field the rules do not read, instead of passing it through', () => {
    expect(found(draftWith('shipping_info', 12))).toEqual(['shipping_info PRODUCT.INVALID_FIELD']);
    expect(found(draftWith('authenticity_commitment', 'yes'))).toEqual(['authenticity_commitment PRODUCT.INVALID_FIELD']);
  });

  it('never throws; any failure lists issues whose codes all have messages', () => {
    const fields = Object.keys(makeProductDraft());
    const mutated = fc
      .tuple(fc.constantFrom(...fields), fc.anything())
      .map(([field, value]) => ({ ...makeProductDraft(), [field]: value }));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), mutated), (input) => {
        const result = productDraftValidate(input);
        if (result.ok) return;
        expect(result.error.length).toBeGreaterThan(0);
        for (const entry of result.error) expect(SELLER_CATALOGUE_ERRORS).toHaveProperty([entry.code]);
      }),
    );
  });

  it('accepts any draft within the rules', () => {
    const draft = fc.record({
      name: fc.string({ minLength: 10, maxLength: 200 }).filter((name) => /^\S(.*\S)?$/u.test(name)),
      weight: fc.integer({ min: 10, max: 1_000_000 }),
      length: fc.double({ min: 0.1, max: 500, noNaN: true }),
      preparation_time: fc.integer({ min: 5, max: 30 }),
      return_period: fc.integer({ min: 1, max: 15 }),
      quantity: fc.nat(),
    });
    fc.assert(
      fc.property(draft, (fields) => {
        const input = makeProductDraft({ ...fields, name: `Áo ${fields.name}`.slice(0, 200).trim() });
        const result = productDraftValidate(input, { moderationWords: [] });
        expect(result.ok ? [] : result.error).toEqual([]);
      }),
    );
  });

  it('bounds the short texts the spec leaves open', () => {
    expect(found(draftWith('shipping_info', 'x'.repeat(501)))).toEqual(['shipping_info PRODUCT.TEXT_TOO_LONG']);
    expect(found(draftWith('return_conditions', ['x'.repeat(201)]))).toEqual(['return_conditions.0 PRODUCT.TEXT_TOO_LONG']);
  });
});
