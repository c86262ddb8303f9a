import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EXPRESS_CHECKOUT_DESTINATION } from '../identity/auth-navigation.js';
import { checkoutFlagsParse } from './checkout-route.js';

describe('checkoutFlagsParse', () => {
  it('reads the flags from the query, as strings or booleans', () => {
    expect(checkoutFlagsParse({ x: 'true', l: true })).toEqual({ express: true, afterLogin: true });
    expect(checkoutFlagsParse({ x: 'false', l: '1' })).toEqual({ express: false, afterLogin: false });
    expect(checkoutFlagsParse(null)).toEqual({ express: false, afterLogin: false });
  });

  it('understands where login sends an express checkout', () => {
    const [path, query = ''] = EXPRESS_CHECKOUT_DESTINATION.split('?');
    expect(path).toBe('/thanh-toan');
    const search = Object.fromEntries(query.split('&').map((pair) => pair.split('=')));
    expect(checkoutFlagsParse(search)).toEqual({ express: true, afterLogin: true });
  });

  it('never throws and only turns on for true', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (x, l) => {
        const flags = checkoutFlagsParse({ x, l });
        expect(flags.express).toBe(x === true || x === 'true');
        expect(flags.afterLogin).toBe(l === true || l === 'true');
      }),
    );
    fc.assert(fc.property(fc.anything(), (search) => void checkoutFlagsParse(search)));
  });
});
