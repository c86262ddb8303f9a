import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeCheckoutDraft, makeCheckoutDraftItem, makeCheckoutDraftShop } from '../testing/checkout-factories.js';
import { CheckoutDraftSchema, checkoutDraftValidate } from './checkout-draft.js';

const codes = (input: unknown) => {
  const result = checkoutDraftValidate(input);
  return result.ok ? [] : result.error.map((i) => `${i.field}:${i.code}`);
};

describe('checkoutDraftValidate', () => {
  it('accepts a complete draft', () => {
    const result = checkoutDraftValidate(makeCheckoutDraft());
    expect(result.ok).toBe(true);
  });

  it('lists everything missing from an empty form, in the spec’s words', () => {
    expect(codes({})).toEqual([
      'shops:CHECKOUT.PRODUCTS_REQUIRED',
      'address_id:CHECKOUT.ADDRESS_REQUIRED',
      'payment_method:CHECKOUT.PAYMENT_METHOD_REQUIRED',
      'agreed_terms:CHECKOUT.TERMS_NOT_AGREED',
    ]);
  });

  it('needs the terms agreed', () => {
    expect(codes(makeCheckoutDraft({ agreed_terms: false }))).toEqual(['agreed_terms:CHECKOUT.TERMS_NOT_AGREED']);
  });

  it('refuses a payment method the platform does not know', () => {
    expect(codes({ ...makeCheckoutDraft(), payment_method: 'PAYPAL' })).toEqual(['payment_method:CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE']);
  });

  it('points at each quantity below 1 and each shop left empty', () => {
    const draft = makeCheckoutDraft({
      shops: [
        makeCheckoutDraftShop({ items: [makeCheckoutDraftItem(), makeCheckoutDraftItem({ quantity: 0 })] }),
        makeCheckoutDraftShop({ shop_id: 'shop-2', items: [] }),
      ],
    });
    expect(codes(draft)).toEqual(['shops.0.items.1.quantity:CHECKOUT.QUANTITY_MIN', 'shops.1.items:CHECKOUT.PRODUCTS_REQUIRED']);
  });

  it('reports other malformed parts at their path', () => {
    const draft = { ...makeCheckoutDraft(), shops: [{ ...makeCheckoutDraftShop(), items: [{ quantity: 1 }] }] };
    expect(codes(draft)).toEqual(['shops.0.items.0.product_id:CHECKOUT.DRAFT_INVALID']);
  });

  it('never throws; whatever it accepts parses as a draft with an address, a method and the terms', () => {
    const near = fc.record({
      shops: fc.oneof(fc.anything(), fc.constant([makeCheckoutDraftShop()])),
      address_id: fc.oneof(fc.anything(), fc.constant('address-1')),
      payment_method: fc.oneof(fc.anything(), fc.constantFrom('CASH', 'VNPAY')),
      agreed_terms: fc.oneof(fc.anything(), fc.constant(true)),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), near), (input) => {
        const result = checkoutDraftValidate(input);
        if (!result.ok) return;
        expect(CheckoutDraftSchema.safeParse(result.value).success).toBe(true);
        expect(result.value.agreed_terms).toBe(true);
        expect(result.value.shops.flatMap((shop) => shop.items).length).toBeGreaterThan(0);
      }),
    );
  });
});
