import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { phoneFormat, PHONE_PREFIX_OTHER, PHONE_PREFIX_VIETNAM } from './phone-format.js';

const SHAPE = /^\+8[24] \d{3} \d{3} \d{4}$/;
const countryArb = fc.constantFrom('VN', 'KO', 'KR', 'US', 'SG', '');
const digitsArb = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('phoneFormat', () => {
  it.each([
    ['0912345678', 'VN', '+84 091 234 5678'],
    ['091 234 5678', 'VN', '+84 091 234 5678'],
    ['(091) 234-5678', 'VN', '+84 091 234 5678'],
    ['01234567890', 'VN', '+84 123 456 7890'],
    ['0912345678', 'KO', '+82 091 234 5678'],
    ['0912345678', 'US', '+82 091 234 5678'],
    [912_345_678_0, 'VN', '+84 912 345 6780'],
  ])('%j in %s -> %s', (raw, country, expected) => {
    expect(phoneFormat(raw, country)).toBe(expected);
  });

  it.each([
    ['091234567', 'VN'],
    ['091234567890', 'VN'],
    ['01234567890', 'KO'],
    ['', 'VN'],
    ['không có số', 'VN'],
  ])('%j in %s -> null', (raw, country) => {
    expect(phoneFormat(raw, country)).toBeNull();
  });

  it('drops the first digit of 11 only for Vietnam', () => {
    fc.assert(
      fc.property(digitsArb(11), (digits) => {
        expect(phoneFormat(digits, 'VN')).toBe(phoneFormat(digits.slice(1), 'VN'));
        expect(phoneFormat(digits, 'KO')).toBeNull();
      }),
    );
  });

  it('is total: null or the +84/+82 3-3-4 shape for anything', () => {
    fc.assert(
      fc.property(fc.anything(), countryArb, (raw, country) => {
        const out = phoneFormat(raw, country);
        expect(out === null || SHAPE.test(out)).toBe(true);
      }),
    );
  });

  it('keeps the digits, in order, and picks the prefix by country', () => {
    fc.assert(
      fc.property(digitsArb(10), countryArb, (digits, country) => {
        const out = phoneFormat(digits, country);
        const prefix = country === 'VN' ? PHONE_PREFIX_VIETNAM : PHONE_PREFIX_OTHER;
        expect(out).toBe(`${prefix} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
      }),
    );
  });

  it('formats only texts with 10 digits (11 in Vietnam)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -().') }), countryArb, (raw, country) => {
        const digits = raw.replace(/\D/g, '').length;
        const accepted = digits === 10 || (country === 'VN' && digits === 11);
        expect(phoneFormat(raw, country) !== null).toBe(accepted);
      }),
    );
  });

  it('is idempotent: a formatted number formats to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -') }), countryArb, (raw, country) => {
        const once = phoneFormat(raw, country);
        if (once !== null) expect(phoneFormat(once, country)).toBe(once);
      }),
    );
  });
});
