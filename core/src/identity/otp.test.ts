import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { otpValidate } from './otp.js';

describe('otpValidate', () => {
  it('accepts six digits, trimmed', () => {
    expect(otpValidate('012345')).toEqual({ ok: true, value: '012345' });
    expect(otpValidate(' 987654 ')).toEqual({ ok: true, value: '987654' });
  });

  it.each(['12345', '1234567', '12 345', 'abcdef', '١٢٣٤٥٦', 123456])('refuses %j as not valid', (code) => {
    const result = otpValidate(code);
    expect(result.ok ? null : result.error.map((found) => found.code)).toEqual(['OTP.INVALID']);
  });

  it('asks for a code when there is none', () => {
    for (const code of ['', '   ', null, undefined]) {
      const result = otpValidate(code);
      expect(result.ok ? null : result.error.map((found) => found.code)).toEqual(['OTP.REQUIRED']);
    }
  });

  it('accepts exactly the six-digit strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a '), maxLength: 8 }), (code) => {
        expect(otpValidate(code).ok).toBe(/^\d{6}$/.test(code.trim()));
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (code) => {
        expect(typeof otpValidate(code).ok).toBe('boolean');
      }),
    );
  });
});
