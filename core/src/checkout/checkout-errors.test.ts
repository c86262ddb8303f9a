import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHECKOUT_ERRORS, CHECKOUT_FAILURE_CODES, checkoutFailureCodeIs } from './checkout-errors.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('CHECKOUT_ERRORS', () => {
  it.each(Object.entries(CHECKOUT_ERRORS))('%s has words in both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(messages.vi).not.toBe(messages.kr);
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });
});

describe('checkout failure codes', () => {
  it('are the eleven failures of spec section 8', () => {
    expect(CHECKOUT_FAILURE_CODES).toHaveLength(11);
    expect(new Set(CHECKOUT_FAILURE_CODES).size).toBe(11);
  });

  it('recognises only its own codes', () => {
    expect(checkoutFailureCodeIs('CHECKOUT.PAYMENT_LINK_FAILED')).toBe(true);
    expect(checkoutFailureCodeIs('CHECKOUT.TERMS_NOT_AGREED')).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(checkoutFailureCodeIs(value)).toBe(CHECKOUT_FAILURE_CODES.includes(value as never));
      }),
    );
  });
});
