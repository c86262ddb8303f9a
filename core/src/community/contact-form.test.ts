import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactFormValidate } from './contact-form.js';
import { makeContactForm } from '../testing/community-factories.js';
import type { Validation } from '../shared/validation.js';

const codes = (result: Validation<unknown>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('contactFormValidate', () => {
  it('accepts the factory form, trimmed', () => {
    expect(contactFormValidate({ ...makeContactForm(), name: ' Lê Văn Hùng ' })).toEqual({ ok: true, value: makeContactForm() });
  });

  it('needs every field', () => {
    expect(codes(contactFormValidate({}))).toEqual([
      'CONTACT.NAME_REQUIRED',
      'CONTACT.EMAIL_REQUIRED',
      'CONTACT.PHONE_REQUIRED',
      'CONTACT.WEBSITE_REQUIRED',
      'CONTACT.MESSAGE_REQUIRED',
    ]);
  });

  it('checks email and website', () => {
    expect(codes(contactFormValidate(makeContactForm({ email: 'hung@', website: 'javascript:alert(1)' })))).toEqual([
      'CONTACT.EMAIL_INVALID',
      'CONTACT.WEBSITE_INVALID',
    ]);
  });

  it.each([
    ['0912345678', []],
    ['01234567890', []],
    ['012345678901', ['CONTACT.PHONE_TOO_LONG']],
    ['091-2345', ['CONTACT.PHONE_DIGITS_ONLY']],
    ['091 234 5678', ['CONTACT.PHONE_DIGITS_ONLY', 'CONTACT.PHONE_TOO_LONG']],
    ['+84912345678', ['CONTACT.PHONE_DIGITS_ONLY', 'CONTACT.PHONE_TOO_LONG']],
  ])('phone %j', (phone, expected) => {
    expect(codes(contactFormValidate(makeContactForm({ phone })))).toEqual(expected);
  });

  it('accepts exactly the phones of 1 to 11 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+-'), minLength: 1, maxLength: 14 }), (phone) => {
        expect(contactFormValidate(makeContactForm({ phone })).ok).toBe(/^\d{1,11}$/.test(phone));
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof contactFormValidate(input).ok).toBe('boolean');
      }),
    );
  });
});
