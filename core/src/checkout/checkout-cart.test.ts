import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartArb } from '../testing/arbitraries.js';
import { makeCart, makeCartGroup, makeCartLine, makeShop } from '../testing/factories.js';
import { checkoutCartValidate, checkoutDraftFromCart } from './checkout-cart.js';
import { checkoutDraftValidate } from './checkout-draft.js';

describe('checkoutCartValidate', () => {
  it('asks to select products when nothing valid is ticked', () => {
    const cart = makeCart({
      valid: [makeCartGroup({ items: [makeCartLine({ is_selected: false })] })],
      invalid: [makeCartGroup({ items: [makeCartLine({ _id: 'sold-out', is_selected: true })] })],
    });
    expect(checkoutCartValidate(cart)).toEqual({ ok: false, error: [{ field: 'items', code: 'CHECKOUT.PRODUCTS_REQUIRED' }] });
  });

  it('keeps only the ticked lines, and only shops that have one', () => {
    const cart = makeCart({
      valid: [
        makeCartGroup({ items: [makeCartLine({ _id: 'a' }), makeCartLine({ _id: 'b', is_selected: false })] }),
        makeCartGroup({ shop: makeShop({ _id: 'shop-2' }), items: [makeCartLine({ _id: 'c', is_selected: false })] }),
      ],
    });
    const result = checkoutCartValidate(cart);
    expect(result.ok && result.value.map((group) => group.items.map((line) => line._id))).toEqual([['a']]);
  });

  it('accepts a cart exactly when some valid line is ticked, and never loses a ticked line', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const ticked = cart.valid.flatMap((group) => group.items).filter((line) => line.is_selected);
        const result = checkoutCartValidate(cart);
        expect(result.ok).toBe(ticked.length > 0);
        if (result.ok) expect(result.value.flatMap((group) => group.items)).toEqual(ticked);
      }),
    );
  });
});

describe('checkoutDraftFromCart', () => {
  it('builds a draft that only lacks the buyer’s choices', () => {
    const result = checkoutCartValidate(makeCart());
    if (!result.ok) throw new Error('the factory cart has a ticked line');
    const draft = checkoutDraftFromCart(result.value);
    expect(draft.shops).toEqual([
      { shop_id: 'shop-1', items: [{ cart_line_id: 'line-1', product_id: 'product-1', variant_id: null, quantity: 1 }], shipping_company: null, seller_note: null },
    ]);
    const missing = checkoutDraftValidate(draft);
    expect(missing.ok ? [] : missing.error.map((i) => i.code)).toEqual([
      'CHECKOUT.ADDRESS_REQUIRED',
      'CHECKOUT.PAYMENT_METHOD_REQUIRED',
      'CHECKOUT.TERMS_NOT_AGREED',
    ]);
  });
});
