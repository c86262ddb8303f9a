import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYMENT_METHODS } from '../ordering/payment-method.js';
import { makeShopPaymentMethods } from '../testing/checkout-factories.js';
import { checkoutCommonPaymentMethods, checkoutPaymentMethodsSync } from './checkout-payment.js';

const shopsArb = fc.array(
  fc.record({ shop_id: fc.uuid(), payment_methods: fc.subarray([...PAYMENT_METHODS]) }),
  { maxLength: 5 },
);

describe('checkoutPaymentMethodsSync', () => {
  const cashOnly = makeShopPaymentMethods({ shop_id: 'shop-2', payment_methods: ['CASH'] });

  it('accepts a method every shop takes', () => {
    expect(checkoutPaymentMethodsSync([makeShopPaymentMethods(), cashOnly], 'CASH')).toEqual({ ok: true, value: 'CASH' });
  });

  it('asks to split the order when only some shops take the method', () => {
    expect(checkoutPaymentMethodsSync([makeShopPaymentMethods(), cashOnly], 'MOMO')).toEqual({
      ok: false,
      error: { code: 'CHECKOUT.PAYMENT_METHODS_NOT_SYNCHRONIZED', shop_ids: ['shop-2'] },
    });
  });

  it('says the shop does not apply it when no shop takes it', () => {
    expect(checkoutPaymentMethodsSync([cashOnly], 'VNPAY')).toEqual({
      ok: false,
      error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP', shop_ids: ['shop-2'] },
    });
  });

  it('says not available when the platform does not offer it', () => {
    expect(checkoutPaymentMethodsSync([makeShopPaymentMethods()], 'MOMO', ['CASH'])).toEqual({
      ok: false,
      error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE', shop_ids: [] },
    });
  });

  it('accepts a method exactly when it is one of the common methods', () => {
    fc.assert(
      fc.property(shopsArb, fc.constantFrom(...PAYMENT_METHODS), fc.subarray([...PAYMENT_METHODS]), (shops, method, available) => {
        const common = checkoutCommonPaymentMethods(shops, available);
        expect(checkoutPaymentMethodsSync(shops, method, available).ok).toBe(common.includes(method));
      }),
    );
  });

  it('names exactly the shops that refuse', () => {
    fc.assert(
      fc.property(shopsArb, fc.constantFrom(...PAYMENT_METHODS), (shops, method) => {
        const result = checkoutPaymentMethodsSync(shops, method);
        const refusing = shops.filter((shop) => !shop.payment_methods.includes(method)).map((shop) => shop.shop_id);
        expect(result.ok ? [] : result.error.shop_ids).toEqual(refusing);
      }),
    );
  });
});
