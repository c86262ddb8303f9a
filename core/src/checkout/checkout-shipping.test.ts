import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHIPPING_OPTION_DEFAULT, SHIPPING_OPTIONS, shippingOptionOf } from './checkout-shipping.js';

describe('shippingOptionOf', () => {
  it('reads the two options and defaults an empty choice', () => {
    expect(SHIPPING_OPTIONS.map(shippingOptionOf)).toEqual(['standard', 'express']);
    expect([null, undefined, '', '   '].map(shippingOptionOf)).toEqual(Array(4).fill(SHIPPING_OPTION_DEFAULT));
  });

  it('never turns an unknown name into some other option', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const option = shippingOptionOf(value);
        if (option !== null && value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')) {
          expect(option).toBe(value);
        }
      }),
    );
    expect(shippingOptionOf('GHN')).toBeNull();
  });
});
