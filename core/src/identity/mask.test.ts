import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskAddress, maskLastThree, maskMiddle, MASK_STARS } from './mask.js';

describe('maskMiddle', () => {
  it.each([
    ['Nguyễn Văn An', 'N*****n'],
    ['lan.nguyen@modavi.test', 'l*****t'],
    ['ab', 'a*****b'],
    ['A', 'A*****'],
    ['', ''],
    ['😀 hi 👗', '😀*****👗'],
  ])('%j -> %j', (text, expected) => {
    expect(maskMiddle(text)).toBe(expected);
  });

  it('keeps the first and last character around five stars, whatever the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 2 }), (text) => {
        expect(maskMiddle(text)).toBe(`${text[0]}${MASK_STARS}${text[text.length - 1]}`);
      }),
    );
  });

  it('never throws, even on values that are not text', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof maskMiddle(value as string)).toBe('string');
      }),
    );
  });
});

describe('maskAddress', () => {
  it('hides the first segment but its last two characters, keeping ward, district and city', () => {
    expect(maskAddress('12 Lý Thường Kiệt, Phường 7, Quận 10, TP Hồ Chí Minh')).toBe('*****ệt, Phường 7, Quận 10, TP Hồ Chí Minh');
    expect(maskAddress('25 Sejong-daero ')).toBe('*****ro');
    expect(maskAddress('A')).toBe('*****A');
    expect(maskAddress('   ')).toBe('');
  });

  it('never shows more of the first segment than its last two characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdef 0123,') }), (address) => {
        const masked = maskAddress(address);
        if (address.trim().length === 0) {
          expect(masked).toBe('');
          return;
        }
        const [head = '', ...rest] = address.split(',');
        const [maskedHead = '', ...maskedRest] = masked.split(',');
        expect(maskedHead).toBe(`${MASK_STARS}${head.trim().slice(-2)}`);
        expect(maskedRest).toEqual(rest);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof maskAddress(value as string)).toBe('string');
      }),
    );
  });
});

describe('maskLastThree', () => {
  it.each([
    ['0912345678', '0912345***'],
    ['abc', '***'],
    ['ab', '**'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(maskLastThree(text)).toBe(expected);
  });

  it('keeps the length and everything before the last three characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const masked = maskLastThree(text);
        expect(masked).toHaveLength(text.length);
        expect(masked.slice(0, Math.max(0, text.length - 3))).toBe(text.slice(0, Math.max(0, text.length - 3)));
        expect(masked.slice(Math.max(0, text.length - 3))).toMatch(/^\**$/);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof maskLastThree(value as string)).toBe('string');
      }),
    );
  });
});
