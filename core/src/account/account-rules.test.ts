import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminAreaCheck, type AdminProvince } from './admin-unit.js';
import { addressDefaultPick } from './address-book.js';
import { BODY_MEASUREMENT_FIELDS, BODY_MEASUREMENT_MAX, dateOfBirthValid, profileUpdateValidate } from './profile-update.js';
import { paymentInfoValidate } from './account-settings.js';
import { profileInitial, profileNameShown } from './public-profile.js';
import { maskMiddle } from '../identity/mask.js';

const TODAY = '2025-06-01';
const context = { today: TODAY, country: 'VN' };

const province: AdminProvince = {
  id: '01',
  name: 'Thành phố Hà Nội',
  type: 'Thành phố Trung ương',
  districts: [
    { id: '001', name: 'Quận Ba Đình', type: 'Quận', wards: [{ id: '00001', name: 'Phường Phúc Xá', type: 'Phường' }] },
    { id: '002', name: 'Quận Hoàn Kiếm', type: 'Quận', wards: [{ id: '00037', name: 'Phường Phúc Tân', type: 'Phường' }] },
  ],
};
const provinceOf = (id: string) => (id === province.id ? province : undefined);

describe('adminAreaCheck', () => {
  it('gives the catalogue names for a ward of a district of the province', () => {
    expect(adminAreaCheck(provinceOf, { city_code: '01', district_code: '001', ward_code: '00001' })).toEqual({
      ok: true,
      city: 'Thành phố Hà Nội',
      district: 'Quận Ba Đình',
      ward: 'Phường Phúc Xá',
    });
  });

  it('names the first level that does not match, even when the code exists elsewhere', () => {
    expect(adminAreaCheck(provinceOf, { city_code: '79', district_code: '001', ward_code: '00001' })).toEqual({ ok: false, field: 'city_code' });
    expect(adminAreaCheck(provinceOf, { city_code: '01', district_code: '760', ward_code: '00001' })).toEqual({ ok: false, field: 'district_code' });
    expect(adminAreaCheck(provinceOf, { city_code: '01', district_code: '001', ward_code: '00037' })).toEqual({ ok: false, field: 'ward_code' });
  });

  it('is total: any codes give a verdict, never a throw', () => {
    const code = fc.option(fc.string(), { nil: null });
    fc.assert(fc.property(code, code, code, (c, d, w) => typeof adminAreaCheck(provinceOf, { city_code: c, district_code: d, ward_code: w }).ok === 'boolean'));
  });
});

describe('addressDefaultPick', () => {
  it('keeps exactly one default for a non-empty book: chosen, else current, else newest', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 8 }), fc.option(fc.string()), fc.option(fc.string()), (ids, current, chosen) => {
        const pick = addressDefaultPick(ids, current, chosen);
        if (ids.length === 0) return pick === null;
        if (pick === null || !ids.includes(pick)) return false;
        if (chosen !== null && ids.includes(chosen)) return pick === chosen;
        if (current !== null && ids.includes(current)) return pick === current;
        return pick === ids[0];
      }),
    );
  });
});

describe('profileUpdateValidate', () => {
  it('cleans a full profile: trimmed name, lower-case email, spec-formatted phone, measures as numbers', () => {
    const result = profileUpdateValidate(
      {
        name: ' Lan ',
        email: 'Lan@Example.com',
        phone: '0912345678',
        gender: 'female',
        date_of_birth: '2000-02-29',
        id_number: '001200012345',
        body_measurements: { height: '160', weight: 50.5, chest: '' },
      },
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Lan',
        email: 'lan@example.com',
        phone: '+84 091 234 5678',
        gender: 'female',
        date_of_birth: '2000-02-29',
        id_number: '001200012345',
        body_measurements: Object.fromEntries(BODY_MEASUREMENT_FIELDS.map((field) => [field, field === 'height' ? 160 : field === 'weight' ? 50.5 : null])),
      },
    });
  });

  it('keeps the country of a number written with its prefix, in any region', () => {
    const phoneOf = (phone: string, country: string) => {
      const result = profileUpdateValidate({ name: 'Lan', phone }, { today: TODAY, country });
      return result.ok ? result.value.phone : null;
    };
    expect(phoneOf('+84 091 234 5678', 'KO')).toBe('+84 091 234 5678');
    expect(phoneOf('+82 010 123 4567', 'VN')).toBe('+82 010 123 4567');
    expect(phoneOf('0101234567', 'KO')).toBe('+82 010 123 4567');
  });

  it('lists every issue with its field', () => {
    const result = profileUpdateValidate(
      { name: '', email: 'x', phone: '12', gender: 'x', date_of_birth: '2030-01-01', id_number: '1', body_measurements: { hip: 301 } },
      context,
    );
    expect(result.ok ? [] : result.error.map((found) => `${found.field}:${found.code}`)).toEqual([
      'name:AUTH.NAME_REQUIRED',
      'email:AUTH.EMAIL_INVALID',
      'phone:AUTH.PHONE_INVALID',
      'gender:PROFILE.GENDER_INVALID',
      'date_of_birth:PROFILE.DATE_OF_BIRTH_INVALID',
      'id_number:PROFILE.ID_NUMBER_INVALID',
      'body_measurements.hip:PROFILE.MEASUREMENT_INVALID',
    ]);
  });

  it('is total and accepts every measure within its bounds', () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof profileUpdateValidate(input, context).ok === 'boolean'));
    const measure = fc.double({ min: 0, max: 300, noNaN: true });
    fc.assert(
      fc.property(fc.record(Object.fromEntries(BODY_MEASUREMENT_FIELDS.map((field) => [field, measure])) as Record<string, typeof measure>), (measures) => {
        const result = profileUpdateValidate({ name: 'Lan', body_measurements: measures }, context);
        return result.ok && BODY_MEASUREMENT_FIELDS.every((field) => result.value.body_measurements?.[field] === measures[field]);
      }),
    );
    expect(BODY_MEASUREMENT_MAX.weight).toBe(500);
  });
});

describe('dateOfBirthValid', () => {
  it('takes real past days within the age bound only', () => {
    expect(dateOfBirthValid('2000-02-29', TODAY)).toBe(true);
    expect(dateOfBirthValid('2001-02-29', TODAY)).toBe(false);
    expect(dateOfBirthValid(TODAY, TODAY)).toBe(true);
    expect(dateOfBirthValid('2025-06-02', TODAY)).toBe(false);
    expect(dateOfBirthValid('1905-06-01', TODAY)).toBe(true);
    expect(dateOfBirthValid('1905-05-31', TODAY)).toBe(false);
    fc.assert(fc.property(fc.anything(), (value) => typeof dateOfBirthValid(value, TODAY) === 'boolean'));
  });
});

describe('paymentInfoValidate', () => {
  it('keeps a method and a whole refund account, digits only and holder in capitals', () => {
    expect(paymentInfoValidate({ preferred_method: 'VNPAY', refund_bank_name: 'ACB', refund_account_number: '123 456 789', refund_account_holder: 'Lê An' })).toEqual({
      ok: true,
      value: { preferred_method: 'VNPAY', refund_bank_name: 'ACB', refund_account_number: '123456789', refund_account_holder: 'LÊ AN' },
    });
    expect(paymentInfoValidate({})).toEqual({
      ok: true,
      value: { preferred_method: null, refund_bank_name: null, refund_account_number: null, refund_account_holder: null },
    });
  });

  it('refuses half an account and unknown methods; is total', () => {
    const result = paymentInfoValidate({ preferred_method: 'GOLD', refund_account_number: '12' });
    expect(result.ok ? [] : result.error.map((found) => found.code)).toEqual([
      'PAYMENT_INFO.METHOD_INVALID',
      'PAYMENT_INFO.BANK_REQUIRED',
      'PAYMENT_INFO.ACCOUNT_NUMBER_INVALID',
      'PAYMENT_INFO.HOLDER_REQUIRED',
    ]);
    fc.assert(fc.property(fc.anything(), (input) => typeof paymentInfoValidate(input).ok === 'boolean'));
  });
});

describe('walls', () => {
  it('mask the name for others and show it to its owner; the initial is the first letter', () => {
    fc.assert(
      fc.property(fc.string(), (name) => profileNameShown(name, true) === name && profileNameShown(name, false) === maskMiddle(name)),
    );
    expect(profileInitial(' ánh ')).toBe('Á');
    expect(profileInitial('')).toBe('?');
  });
});
