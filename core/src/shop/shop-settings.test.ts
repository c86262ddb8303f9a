import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopReturnPolicyValidate, shopShippingSettingsValidate } from './shop-settings.js';
import { SHOP_ERRORS } from './shop-errors.js';

const codes = (result: { ok: boolean; error?: readonly { code: string }[] }) => (result.ok ? [] : (result.error ?? []).map((found) => found.code));

describe('shopShippingSettingsValidate', () => {
  it('needs at least one non-blank return reason, and trims them', () => {
    expect(shopShippingSettingsValidate({ return_reasons: [' Hàng lỗi ', ''] })).toEqual({
      ok: true,
      value: { shipping_companies: [], return_reasons: ['Hàng lỗi'] },
    });
    expect(codes(shopShippingSettingsValidate({ return_reasons: [] }))).toEqual(['SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
    expect(codes(shopShippingSettingsValidate({ return_reasons: ['  '] }))).toEqual(['SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
    expect(codes(shopShippingSettingsValidate(null))).toEqual(['SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
  });

  it('reports a wrongly typed carrier list', () => {
    expect(codes(shopShippingSettingsValidate({ return_reasons: ['Hàng lỗi'], shipping_companies: 'ghn' }))).toEqual([
      'SHOP_SETTINGS.INVALID_FIELD',
    ]);
  });
});

describe('shopReturnPolicyValidate', () => {
  it.each([
    [{ return_period: 7, return_conditions: ['Còn tem'] }, []],
    [{ return_period: 1, return_conditions: ['Còn tem'] }, []],
    [{ return_period: 15, return_conditions: ['Còn tem'] }, []],
    [{ return_period: 16, return_conditions: ['Còn tem'] }, ['SHOP_SETTINGS.RETURN_PERIOD_INVALID']],
    [{ return_period: 0, return_conditions: ['Còn tem'] }, ['SHOP_SETTINGS.RETURN_PERIOD_INVALID']],
    [{ return_period: 2.5, return_conditions: ['Còn tem'] }, ['SHOP_SETTINGS.RETURN_PERIOD_INVALID']],
    [{ return_conditions: [] }, ['SHOP_SETTINGS.RETURN_PERIOD_REQUIRED', 'SHOP_SETTINGS.RETURN_CONDITION_REQUIRED']],
  ])('%j -> %j', (input, expected) => expect(codes(shopReturnPolicyValidate(input))).toEqual(expected));

  it('never throws and every code has a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ return_period: fc.anything(), return_conditions: fc.anything() })), (input) => {
        for (const code of [...codes(shopReturnPolicyValidate(input)), ...codes(shopShippingSettingsValidate(input))]) {
          expect(SHOP_ERRORS).toHaveProperty([code]);
        }
      }),
    );
  });
});
