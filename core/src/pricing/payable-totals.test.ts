import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartPayable } from './cart-payable.js';
import { PayableTotalsSchema, payableTotals, ShopPayableTotalsSchema, shopPayableTotals } from './payable-totals.js';
import { cartArb } from '../testing/arbitraries.js';

describe('payableTotals', () => {
  it('puts cartPayable on the wire without changing a number, and parses back', () => {
    fc.assert(
      fc.property(cartArb(), fc.integer({ min: 0, max: 100_000 }), (cart, fee) => {
        const payable = cartPayable(cart, { shops: Object.fromEntries(cart.valid.map((group) => [group.shop._id, { shippingFee: fee }])) });
        const totals = PayableTotalsSchema.parse(payableTotals(payable));
        expect(totals).toEqual({
          subtotal: payable.subtotal,
          discount: payable.discount,
          shop_vouchers: payable.shopVouchers,
          platform_vouchers: payable.platformVouchers,
          shipping_fee: payable.shippingFee,
          shipping_discount: payable.shippingDiscount,
          cash_back: payable.cashBack,
          payable: payable.payable,
        });
        const shops = payable.shops.map((shop) => ShopPayableTotalsSchema.parse(shopPayableTotals(shop)));
        expect(shops.reduce((sum, shop) => sum + shop.payable, 0) - totals.platform_vouchers).toBe(totals.payable);
      }),
      { numRuns: 200 },
    );
  });
});
