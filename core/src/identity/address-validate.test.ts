import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressValidate } from './address-validate.js';
import { AddressSchema } from './address.js';
import { makeAddress, makeOverseasAddress } from '../testing/identity-factories.js';

const codes = (input: unknown) => {
  const result = addressValidate(input);
  return result.ok ? [] : result.error.map((found) => found.code);
};

describe('addressValidate', () => {
  it('accepts the factory addresses, Vietnamese and overseas', () => {
    expect(addressValidate(makeAddress())).toEqual({ ok: true, value: makeAddress({ phone: '+84 091 234 5678' }) });
    expect(addressValidate(makeOverseasAddress()).ok).toBe(true);
  });

  it('fills defaults and trims text', () => {
    const { is_default: _a, is_pickup: _b, is_default_return: _c, delivery_time: _d, is_overseas: _e, ...form } = makeAddress({ name: '  Lan  ' });
    const result = addressValidate(form);
    expect(result.ok && result.value).toMatchObject({
      name: 'Lan',
      is_default: false,
      is_pickup: false,
      is_default_return: false,
      delivery_time: 'all_days',
      is_overseas: false,
    });
  });

  it('needs name, phone, type and detail, and for Vietnam the three area codes', () => {
    expect(codes({})).toEqual([
      'ADDRESS.NAME_REQUIRED',
      'ADDRESS.PHONE_REQUIRED',
      'ADDRESS.TYPE_REQUIRED',
      'ADDRESS.DETAIL_REQUIRED',
      'ADDRESS.CITY_REQUIRED',
      'ADDRESS.DISTRICT_REQUIRED',
      'ADDRESS.WARD_REQUIRED',
    ]);
  });

  it('needs a postal code and a country overseas, and no Vietnamese codes', () => {
    expect(codes(makeOverseasAddress({ postal_code: ' ', country: null }))).toEqual(['ADDRESS.POSTAL_CODE_REQUIRED', 'ADDRESS.COUNTRY_REQUIRED']);
    expect(codes(makeAddress({ city_code: null, district_code: '', ward_code: null }))).toEqual([
      'ADDRESS.CITY_REQUIRED',
      'ADDRESS.DISTRICT_REQUIRED',
      'ADDRESS.WARD_REQUIRED',
    ]);
  });

  it('keeps a Vietnamese phone in the spec format however it was typed, and an overseas one as typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[35789][0-9]{8}$/), fc.constantFrom('', ' ', '.', '-'), (digits, sep) => {
        const typed = `${digits.slice(0, 4)}${sep}${digits.slice(4, 7)}${sep}${digits.slice(7)}`;
        const result = addressValidate(makeAddress({ phone: typed }));
        expect(result.ok && result.value.phone).toBe(`+84 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
      }),
    );
    const overseas = addressValidate(makeOverseasAddress({ phone: '+82 10-1234-5678' }));
    expect(overseas.ok && overseas.value.phone).toBe('+82 10-1234-5678');
  });

  it('checks a Vietnamese phone by the phone rule, an overseas one only for presence', () => {
    expect(codes(makeAddress({ phone: '12345' }))).toEqual(['ADDRESS.PHONE_INVALID']);
    expect(codes(makeOverseasAddress({ phone: '+82 10-1234-5678' }))).toEqual([]);
  });

  it('reports a wrong delivery time and wrongly typed flags against their fields', () => {
    const result = addressValidate({ ...makeAddress(), delivery_time: 'weekend', is_pickup: 'yes' });
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'delivery_time', code: 'ADDRESS.DELIVERY_TIME_INVALID' },
      { field: 'is_pickup', code: 'ADDRESS.INVALID' },
    ]);
  });

  it('never throws, and whatever it accepts parses as an address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ name: fc.string(), phone: fc.string(), type: fc.string(), detail: fc.string() })), (input) => {
        const result = addressValidate(input);
        if (result.ok) expect(AddressSchema.safeParse(result.value).success).toBe(true);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });

  it('reports each required field exactly when it is blank', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'detail', 'city_code', 'district_code', 'ward_code'), fc.constantFrom('', '  ', null, undefined), (field, blank) => {
        const result = addressValidate({ ...makeAddress(), [field]: blank });
        expect(result.ok ? [] : result.error.map((found) => found.field)).toEqual([field]);
      }),
    );
  });
});
