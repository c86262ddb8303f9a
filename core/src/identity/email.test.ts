import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailValid } from './email.js';

describe('emailValid', () => {
  it.each(['lan@modavi.vn', 'lan.nguyen+shop@mail.example.com', ' lan@modavi.vn ', 'hùng@cửahàng.vn'])('accepts %j', (value) => {
    expect(emailValid(value)).toBe(true);
  });

  it.each(['', 'lan', 'lan@', '@modavi.vn', 'lan@modavi', 'lan@@modavi.vn', 'lan @modavi.vn', 'lan@modavi.v', 'lan@.vn', 'lan@modavi..vn'])(
    'refuses %j',
    (value) => {
      expect(emailValid(value)).toBe(false);
    },
  );

  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(/\.[a-z]{2,}$/i.test(email));
        expect(emailValid(email)).toBe(true);
      }),
    );
  });

  it('refuses anything without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if ((text.match(/@/g) ?? []).length !== 1) expect(emailValid(text)).toBe(false);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof emailValid(value)).toBe('boolean');
      }),
    );
  });
});
