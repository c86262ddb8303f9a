import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VOUCHER_FORM_CODES, voucherFormValidate } from './voucher-form.js';
import { VoucherSchema } from './voucher.js';
import { makeVoucherFormInput } from '../testing/promotions-factories.js';

const issuesOf = (input: unknown) => {
  const result = voucherFormValidate(input);
  return result.ok ? [] : result.error.map(({ field, code }) => `${field}:${code}`);
};

describe('voucherFormValidate is total', () => {
  it('never throws and only uses its own codes, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = voucherFormValidate(input);
        if (!result.ok) for (const issue of result.error) expect(VOUCHER_FORM_CODES).toContain(issue.code);
      }),
    );
  });

  it('survives any value in any field of a valid form', () => {
    const keys = Object.keys(makeVoucherFormInput());
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        expect(() => voucherFormValidate(makeVoucherFormInput({ [key]: value }))).not.toThrow();
      }),
    );
  });
});

describe('voucherFormValidate', () => {
  it('accepts the factory form and returns a voucher the schema accepts', () => {
    const result = voucherFormValidate(makeVoucherFormInput());
    expect(result.ok).toBe(true);
    if (result.ok) expect(VoucherSchema.safeParse({ ...result.value, _id: 'new' }).success).toBe(true);
  });

  it('lists every missing required field at once', () => {
    expect(issuesOf({})).toEqual([
      'name:VOUCHER.REQUIRED',
      'code:VOUCHER.REQUIRED',
      'kind:VOUCHER.REQUIRED',
      'scope:VOUCHER.REQUIRED',
      'display:VOUCHER.REQUIRED',
      'discount_type:VOUCHER.REQUIRED',
      'saveable_count:VOUCHER.REQUIRED',
      'usable_count:VOUCHER.REQUIRED',
      'per_customer_limit:VOUCHER.REQUIRED',
      'value:VOUCHER.REQUIRED',
      'start_time:VOUCHER.REQUIRED',
      'end_time:VOUCHER.REQUIRED',
    ]);
  });

  it('allows a name of 40 characters, not 41, counting Vietnamese letters once', () => {
    expect(issuesOf(makeVoucherFormInput({ name: 'ệ'.repeat(40) }))).toEqual([]);
    expect(issuesOf(makeVoucherFormInput({ name: 'e\u0323\u0302'.repeat(40) }))).toEqual([]);
    expect(issuesOf(makeVoucherFormInput({ name: 'a'.repeat(41) }))).toEqual(['name:VOUCHER.NAME_TOO_LONG']);
  });

  it('allows a code of 9 characters, not 10, and not a blank one', () => {
    expect(issuesOf(makeVoucherFormInput({ code: 'TET2026AB' }))).toEqual([]);
    expect(issuesOf(makeVoucherFormInput({ code: 'TET2026ABC' }))).toEqual(['code:VOUCHER.CODE_TOO_LONG']);
    expect(issuesOf(makeVoucherFormInput({ code: '   ' }))).toEqual(['code:VOUCHER.REQUIRED']);
  });

  it.each([
    [0, ['value:VOUCHER.PERCENT_RANGE']],
    [1, []],
    [100, []],
    [100.5, ['value:VOUCHER.PERCENT_RANGE']],
    [Number.NaN, ['value:VOUCHER.PERCENT_RANGE']],
  ])('takes a percent of %s with issues %j', (value, expected) => {
    expect(issuesOf(makeVoucherFormInput({ discount_type: 'percent', value }))).toEqual(expected);
  });

  it('takes a fixed amount above 0 only', () => {
    expect(issuesOf(makeVoucherFormInput({ discount_type: 'fixed', value: 150_000 }))).toEqual([]);
    expect(issuesOf(makeVoucherFormInput({ discount_type: 'fixed', value: 0 }))).toEqual(['value:VOUCHER.VALUE_POSITIVE']);
  });

  it('needs products for a specific-products voucher', () => {
    expect(issuesOf(makeVoucherFormInput({ scope: 'specific_products', product_ids: [] }))).toEqual(['product_ids:VOUCHER.PRODUCTS_REQUIRED']);
    expect(issuesOf(makeVoucherFormInput({ scope: 'specific_products', product_ids: ['product-1'] }))).toEqual([]);
  });

  it('needs whole counts of at least one', () => {
    expect(issuesOf(makeVoucherFormInput({ saveable_count: 0, usable_count: 2.5, per_customer_limit: '3' }))).toEqual([
      'saveable_count:VOUCHER.COUNT_INVALID',
      'usable_count:VOUCHER.COUNT_INVALID',
      'per_customer_limit:VOUCHER.COUNT_INVALID',
    ]);
  });

  it('needs optional amounts above 0 when given and a minimum order of 0 or more', () => {
    expect(issuesOf(makeVoucherFormInput({ max_discount: 0, max_budget: -1, min_order: -1 }))).toEqual([
      'max_discount:VOUCHER.MAX_DISCOUNT_POSITIVE',
      'max_budget:VOUCHER.BUDGET_POSITIVE',
      'min_order:VOUCHER.MIN_ORDER_INVALID',
    ]);
    expect(issuesOf(makeVoucherFormInput({ max_discount: null, max_budget: undefined, min_order: undefined }))).toEqual([]);
  });

  it('needs the end after the start', () => {
    const form = makeVoucherFormInput();
    expect(issuesOf({ ...form, end_time: form['start_time'] })).toEqual(['end_time:VOUCHER.END_BEFORE_START']);
  });

  it('trims text and drops the product list of a whole-shop voucher', () => {
    const result = voucherFormValidate(makeVoucherFormInput({ name: '  Giảm 20K  ', scope: 'whole_shop', product_ids: ['product-1'] }));
    expect(result.ok && result.value).toMatchObject({ name: 'Giảm 20K', product_ids: [] });
  });
});
