import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALE_DEFAULT, LOCALES, localeParse, requestLanguage } from './locale.js';

describe('requestLanguage', () => {
  it('sends kr as en and vi as vi', () => {
    expect(requestLanguage('kr')).toBe('en');
    expect(requestLanguage('vi')).toBe('vi');
  });
});

describe('locale constants', () => {
  it('allow vi and kr, defaulting to vi', () => {
    expect([...LOCALES].sort()).toEqual(['kr', 'vi']);
    expect(LOCALE_DEFAULT).toBe('vi');
  });
});

describe('localeParse', () => {
  it('keeps the allowed locales', () => {
    expect(localeParse('kr')).toBe('kr');
    expect(localeParse('vi')).toBe('vi');
  });

  it.each([undefined, null, '', 'en', 'KR', ' kr', 'ko', 0, {}, ['kr']])('falls back to vi for %j', (value) => {
    expect(localeParse(value)).toBe('vi');
  });

  it("is total: any value gives an allowed locale, and only 'kr' gives kr", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const locale = localeParse(value);
        expect(LOCALES).toContain(locale);
        expect(locale).toBe(value === 'kr' ? 'kr' : 'vi');
      }),
    );
  });
});
