import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  idDocumentValid,
  SELLER_FULL_NAME_LENGTH,
  SHOP_DESCRIPTION_LENGTH,
  sellerApplicationValidate,
  vietnamMobileValid,
} from './seller-application-validate.js';
import { SHOP_ERRORS } from './shop-errors.js';
import { dateFormat } from '../format/date.js';
import { makeSellerApplication, SHOP_DESCRIPTION } from '../testing/shop-factories.js';

const found = (input: unknown): string[] => {
  const result = sellerApplicationValidate(input);
  return result.ok ? [] : result.error.map((entry) => `${entry.field} ${entry.code}`);
};
const withField = (field: string, value: unknown) => ({ ...makeSellerApplication(), [field]: value });

describe('vietnamMobileValid', () => {
  it.each([
    ['0912345678', true],
    ['0312 345 678', true],
    ['+84912345678', true],
    ['+84 91 234 5678', true],
    ['091234567', false],
    ['09123456789', false],
    ['0212345678', false],
    ['+840912345678', true],
    ['+84 091 234 5678', true],
    ['+8400912345678', false],
    ['84912345678', false],
    ['091234567a', false],
  ])('%s -> %s', (phone, valid) => expect(vietnamMobileValid(phone)).toBe(valid));
});

describe('idDocumentValid', () => {
  it.each([
    ['001095012345', true],
    ['123456789', true],
    [' 123456789 ', true],
    ['12345678', false],
    ['1234567890', false],
    ['00109501234A', false],
    [123456789, false],
  ])('%j -> %s', (id, valid) => expect(idDocumentValid(id)).toBe(valid));
});

describe('sellerApplicationValidate', () => {
  it('accepts the factory application and drops unknown keys', () => {
    expect(sellerApplicationValidate({ ...makeSellerApplication(), captcha: 'x' })).toEqual({ ok: true, value: makeSellerApplication() });
  });

  it('lists every required field of an empty form', () => {
    expect(found({})).toEqual([
      'full_name SELLER_APPLICATION.FULL_NAME_REQUIRED',
      'phone SELLER_APPLICATION.PHONE_REQUIRED',
      'id_number SELLER_APPLICATION.ID_NUMBER_REQUIRED',
      'email SELLER_APPLICATION.EMAIL_REQUIRED',
      'store_name SELLER_APPLICATION.STORE_NAME_REQUIRED',
      'industry SELLER_APPLICATION.INDUSTRY_REQUIRED',
      'platform SELLER_APPLICATION.PLATFORM_REQUIRED',
      'business_type SELLER_APPLICATION.BUSINESS_TYPE_REQUIRED',
      'description SELLER_APPLICATION.DESCRIPTION_REQUIRED',
      'address.street SELLER_APPLICATION.ADDRESS_REQUIRED',
      'address.province SELLER_APPLICATION.ADDRESS_REQUIRED',
      'address.district SELLER_APPLICATION.ADDRESS_REQUIRED',
      'address.ward SELLER_APPLICATION.ADDRESS_REQUIRED',
      'id_front_photo SELLER_APPLICATION.ID_FRONT_PHOTO_REQUIRED',
      'id_back_photo SELLER_APPLICATION.ID_BACK_PHOTO_REQUIRED',
      'licence_photo SELLER_APPLICATION.LICENCE_PHOTO_REQUIRED',
    ]);
  });

  it.each([
    ['full_name', 'A', 'SELLER_APPLICATION.FULL_NAME_LENGTH'],
    ['full_name', 'A'.repeat(41), 'SELLER_APPLICATION.FULL_NAME_LENGTH'],
    ['phone', '0212345678', 'SELLER_APPLICATION.PHONE_INVALID'],
    ['id_number', '0010950123', 'SELLER_APPLICATION.INVALID_ID_DOCUMENT'],
    ['email', 'lan@modavi', 'SELLER_APPLICATION.EMAIL_INVALID'],
    ['description', 'x'.repeat(99), 'SELLER_APPLICATION.DESCRIPTION_LENGTH'],
    ['description', 'x'.repeat(501), 'SELLER_APPLICATION.DESCRIPTION_LENGTH'],
    ['industry', 'food', 'SELLER_APPLICATION.INDUSTRY_REQUIRED'],
    ['industry', 'other', 'SELLER_APPLICATION.INDUSTRY_OTHER_REQUIRED'],
    ['platform', 'tiktok', 'SELLER_APPLICATION.PLATFORM_REQUIRED'],
    ['platform_link', '', 'SELLER_APPLICATION.LINK_REQUIRED'],
    ['platform_link', 'not a link', 'SELLER_APPLICATION.LINK_INVALID'],
    ['business_type', 'company', 'SELLER_APPLICATION.BUSINESS_TYPE_REQUIRED'],
    ['licence_photo', 'javascript:alert(1)', 'SELLER_APPLICATION.PHOTO_INVALID'],
    ['address', { street: '12 Hàng Bông', province: 'Hà Nội', district: 'Hoàn Kiếm' }, 'SELLER_APPLICATION.ADDRESS_REQUIRED'],
    ['business_registered', 'yes', 'SELLER_APPLICATION.INVALID_FIELD'],
  ])('%s = %j gives %s', (field, value, code) => {
    expect(found(withField(field, value)).map((entry) => entry.split(' ')[1])).toEqual([code]);
  });

  it.each([
    ['full_name', 'Lê'],
    ['full_name', 'A'.repeat(40)],
    ['description', 'x'.repeat(100)],
    ['description', 'x'.repeat(500)],
    ['phone', '+84 912 345 678'],
    ['id_number', '123456789'],
    ['platform_link', 'shopee.vn/tiemaodailan'],
  ])('%s = %j passes', (field, value) => expect(found(withField(field, value))).toEqual([]));

  it('bounds the full name to 2-40 and the shop description to 100-500 characters', () => {
    expect(SELLER_FULL_NAME_LENGTH).toEqual({ min: 2, max: 40 });
    expect(SHOP_DESCRIPTION_LENGTH).toEqual({ min: 100, max: 500 });
  });

  it('asks for no link when the seller sells nowhere yet, and free text for another industry', () => {
    expect(found(makeSellerApplication({ platform: 'none', platform_link: null }))).toEqual([]);
    expect(found(makeSellerApplication({ industry: 'other', industry_other: 'Đồ handmade' }))).toEqual([]);
  });

  it('needs the licence photo also for a household business', () => {
    expect(found(makeSellerApplication({ business_registered: false, licence_photo: '' }))).toEqual([
      'licence_photo SELLER_APPLICATION.LICENCE_PHOTO_REQUIRED',
    ]);
  });

  it('counts the description in characters with diacritics', () => {
    expect(found(makeSellerApplication({ description: `${SHOP_DESCRIPTION}`.slice(0, 99) }))).toEqual([
      'description SELLER_APPLICATION.DESCRIPTION_LENGTH',
    ]);
  });

  it('never throws and every code has a message', () => {
    const fields = Object.keys(makeSellerApplication());
    const mutated = fc.tuple(fc.constantFrom(...fields), fc.anything()).map(([field, value]) => withField(field, value));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), mutated), (input) => {
        const result = sellerApplicationValidate(input);
        if (!result.ok) for (const entry of result.error) expect(SHOP_ERRORS).toHaveProperty([entry.code]);
      }),
    );
  });
});

describe('the date of birth (optional)', () => {
  it('refuses a day that does not exist or is not DD/MM/YYYY, and takes every real day', () => {
    for (const dob of ['31/02/1995', '29/02/2023', '00/01/1990', '12/13/1990', '1995-03-12', '12/03/95', '12/03/1995 10:00']) {
      expect(found(withField('dob', dob))).toEqual(['dob SELLER_APPLICATION.DOB_INVALID']);
    }
    for (const dob of ['', null, undefined, '29/02/2024', '1/3/1995']) expect(found(withField('dob', dob))).toEqual([]);
    fc.assert(fc.property(fc.integer({ min: -2_000_000_000_000, max: 2_000_000_000_000 }), (ms) => {
      expect(found(withField('dob', dateFormat(ms)))).toEqual([]);
    }));
    expect(SHOP_ERRORS['SELLER_APPLICATION.DOB_INVALID']).toBeDefined();
  });
});
