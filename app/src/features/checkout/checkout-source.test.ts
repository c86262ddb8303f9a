import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '@modavi/adapters';
import { CHECKOUT_SOURCE_KEYS, checkoutSourceClear, checkoutSourceRead, checkoutSourceSave } from './checkout-source';
import { issuePlace, issueShownNow } from './checkout-issues';

describe('checkout source (session storage)', () => {
  it('keeps the cart selection and the buy-now item apart, so an express checkout never takes the cart', () => {
    const store = memoryKeyValueStore();
    checkoutSourceSave(store, { kind: 'cart', line_ids: ['a', 'b'] });
    checkoutSourceSave(store, { kind: 'express', product_id: 'p', variant_id: null, quantity: 2 });
    expect(checkoutSourceRead(store, false)).toEqual({ kind: 'cart', line_ids: ['a', 'b'] });
    expect(checkoutSourceRead(store, true)).toEqual({ kind: 'express', product_id: 'p', variant_id: null, quantity: 2 });
    checkoutSourceClear(store, { kind: 'express', product_id: 'p', variant_id: null, quantity: 2 });
    expect(checkoutSourceRead(store, true)).toBeNull();
    expect(checkoutSourceRead(store, false)).not.toBeNull();
  });

  it.each(['not json', '{"kind":"cart"}', '{"kind":"express","product_id":"p","variant_id":null,"quantity":0}', 'null'])(
    'reads a damaged entry (%s) as nothing to buy',
    (raw) => {
      const store = memoryKeyValueStore({ [CHECKOUT_SOURCE_KEYS.cart]: raw, [CHECKOUT_SOURCE_KEYS.express]: raw });
      expect(checkoutSourceRead(store, false)).toBeNull();
      expect(checkoutSourceRead(store, true)).toBeNull();
    },
  );
});

describe('where a checkout issue is shown', () => {
  it.each([
    ['shops.1.items.0.quantity', { kind: 'line', shop: 1, item: 0 }],
    ['shops.0.shipping_company', { kind: 'shop', shop: 0 }],
    ['payment_method', { kind: 'payment' }],
    ['voucher_codes.2', { kind: 'vouchers' }],
    ['address.phone', { kind: 'address' }],
    ['address_id', { kind: 'address' }],
    ['agreed_terms', { kind: 'terms' }],
    ['shops', { kind: 'top' }],
    ['', { kind: 'top' }],
  ] as const)('%s', (field, place) => {
    expect(issuePlace(field)).toEqual(place);
  });

  it('shows the form\'s own "fill this in" codes only after a first try, the world\'s refusals at once', () => {
    expect(issueShownNow({ code: 'CHECKOUT.TERMS_NOT_AGREED' }, false)).toBe(false);
    expect(issueShownNow({ code: 'CHECKOUT.TERMS_NOT_AGREED' }, true)).toBe(true);
    expect(issueShownNow({ code: 'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP' }, false)).toBe(true);
  });
});
