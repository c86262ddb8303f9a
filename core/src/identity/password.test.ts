import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordValidate, PASSWORD_MIN_LENGTH } from './password.js';

const codes = (result: ReturnType<typeof passwordValidate>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('passwordValidate', () => {
  it('accepts 8 characters with an uppercase letter and a special character, confirmed', () => {
    expect(passwordValidate('Modavi@1', 'Modavi@1')).toEqual({ ok: true, value: 'Modavi@1' });
    expect(passwordValidate('Đẹp-lắm-nhé', 'Đẹp-lắm-nhé').ok).toBe(true);
  });

  it('lists every broken rule at once', () => {
    expect(codes(passwordValidate('abc', 'abd'))).toEqual([
      'PASSWORD.TOO_SHORT',
      'PASSWORD.UPPERCASE_REQUIRED',
      'PASSWORD.SPECIAL_REQUIRED',
      'PASSWORD.CONFIRMATION_MISMATCH',
    ]);
  });

  it.each([
    ['Modavi@', 'PASSWORD.TOO_SHORT'],
    ['modavi@123', 'PASSWORD.UPPERCASE_REQUIRED'],
    ['Modavi123', 'PASSWORD.SPECIAL_REQUIRED'],
    ['Modavi 123', 'PASSWORD.SPECIAL_REQUIRED'],
  ])('%j breaks %s only', (password, code) => {
    expect(codes(passwordValidate(password, password))).toEqual([code]);
  });

  it('asks for the password and its confirmation when they are missing', () => {
    expect(codes(passwordValidate('', ''))).toEqual(['PASSWORD.REQUIRED', 'PASSWORD.CONFIRMATION_REQUIRED']);
    expect(codes(passwordValidate('Modavi@1', undefined))).toEqual(['PASSWORD.CONFIRMATION_REQUIRED']);
  });

  it('compares the confirmation exactly, spaces included', () => {
    expect(codes(passwordValidate('Modavi@1', 'Modavi@1 '))).toEqual(['PASSWORD.CONFIRMATION_MISMATCH']);
  });

  it('gives the minimum to the message', () => {
    const result = passwordValidate('A@b', 'A@b');
    expect(result.ok ? null : result.error[0]?.params).toEqual({ min: PASSWORD_MIN_LENGTH });
  });

  it('accepts any long enough password with both kinds of character when confirmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), fc.constantFrom('A', 'Ư', 'Z'), fc.constantFrom('@', '#', '!', '_', '₫'), (base, upper, special) => {
        const password = `${upper}${base}${special}`;
        expect(passwordValidate(password, password).ok).toBe(true);
      }),
    );
  });

  it('never throws and fails without ever returning a password that differs from its confirmation', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (password, confirmation) => {
        const result = passwordValidate(password, confirmation);
        if (result.ok) expect(confirmation).toBe(password);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
