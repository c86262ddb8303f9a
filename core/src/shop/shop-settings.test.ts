import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopReturnPolicyValidate, shopShippingSettingsValidate } from './shop-settings.js';
import { SHOP_ERRORS } from './shop-errors.js';
import { SHOP_SETTINGS_ERRORS } from './shop-settings-errors.js';

const codes = (result: { ok: boolean; error?: readonly { code: string }[] }) => (result.ok ? [] : (result.error ?? []).map((found) => found.code));

describe('shopShippingSettingsValidate', () => {
  it('needs at least one carrier of checkout and one non-blank return reason, trimmed and without repeats', () => {
    expect(shopShippingSettingsValidate({ shipping_companies: ['express', 'standard', 'express'], return_reasons: [' r1 ', '', 'r1'] })).toEqual({
      ok: true,
      value: { shipping_companies: ['standard', 'express'], return_reasons: ['r1'] },
    });
    expect(codes(shopShippingSettingsValidate({ shipping_companies: ['standard'], return_reasons: [] }))).toEqual(['SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
    expect(codes(shopShippingSettingsValidate({ shipping_companies: ['standard'], return_reasons: ['  '] }))).toEqual(['SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
    expect(codes(shopShippingSettingsValidate({ shipping_companies: [], return_reasons: ['r1'] }))).toEqual(['SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED']);
    expect(codes(shopShippingSettingsValidate(null))).toEqual(['SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED', 'SHOP_SETTINGS.RETURN_REASON_REQUIRED']);
  });

  it('reports a carrier checkout does not know', () => {
    expect(codes(shopShippingSettingsValidate({ return_reasons: ['r1'], shipping_companies: ['ghn'] }))).toEqual(['SHOP_SETTINGS.INVALID_FIELD']);
  });
});

describe('shopReturnPolicyValidate', () => {
  it.each([
    [{ return_period: 7, return_conditions: ['Còn tem'] }, []],
    [{ accepts_returns: 'no', return_period: 7, return_conditions: ['Còn tem'] }, ['SHOP_SETTINGS.INVALID_FIELD']],
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
          expect({ ...SHOP_ERRORS, ...SHOP_SETTINGS_ERRORS }).toHaveProperty([code]);
        }
      }),
    );
  });
});
