import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderIsInternational, orderReturnSupported, shippingCrossesBorder, shopShipsFromAbroad } from './order-international.js';

describe('shopShipsFromAbroad', () => {
  it("follows the shop's own shipping origin when known, else its country", () => {
    fc.assert(
      fc.property(fc.constantFrom('VN' as const, 'KR' as const), fc.option(fc.boolean(), { nil: undefined }), (country, told) => {
        expect(shopShipsFromAbroad({ country, ships_from_abroad: told })).toBe(told ?? country === 'KR');
      }),
    );
    expect(shopShipsFromAbroad({ country: 'KR', ships_from_abroad: null })).toBe(true);
    expect(shopShipsFromAbroad({ country: 'KR', ships_from_abroad: false })).toBe(false);
  });
});

describe('orderIsInternational', () => {
  it('is international exactly when some shop ships from abroad or the address is abroad', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 6 }), fc.boolean(), (shops, toAbroad) => {
        const international = orderIsInternational(shops, toAbroad);
        expect(international).toBe(shops.length > 0 && (toAbroad || shops.includes(true)));
        expect(international).toBe(shops.some((fromAbroad) => shippingCrossesBorder(fromAbroad, toAbroad)));
      }),
    );
  });

  it('does not depend on the order of the shops, and one shop from abroad is enough', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 6 }), fc.boolean(), (shops, toAbroad) => {
        expect(orderIsInternational([...shops].reverse(), toAbroad)).toBe(orderIsInternational(shops, toAbroad));
        expect(orderIsInternational([...shops, true], toAbroad)).toBe(true);
      }),
    );
  });
});

describe('orderReturnSupported', () => {
  it('supports returns for domestic orders only', () => {
    expect(orderReturnSupported(false)).toBe(true);
    expect(orderReturnSupported(true)).toBe(false);
  });
});
