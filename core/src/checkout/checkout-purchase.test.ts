import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeProduct } from '../testing/factories.js';
import { productPurchaseValidate } from './checkout-purchase.js';

const codes = (result: ReturnType<typeof productPurchaseValidate>) => (result.ok ? [] : result.error.map((i) => i.code));

describe('productPurchaseValidate', () => {
  const product = makeProduct();

  it('answers the chosen variant and quantity', () => {
    expect(productPurchaseValidate(product, ['Đỏ', 'M'], 2)).toEqual({
      ok: true,
      value: { product_id: 'product-1', variant_id: 'variant-1', quantity: 2 },
    });
  });

  it('asks for the classification while one is open, or the combination does not exist', () => {
    expect(codes(productPurchaseValidate(product, ['Đỏ', null], 1))).toEqual(['CART.VARIANT_REQUIRED']);
    expect(codes(productPurchaseValidate(product, [], 1))).toEqual(['CART.VARIANT_REQUIRED']);
    expect(codes(productPurchaseValidate(product, ['Trắng', 'L'], 1))).toEqual(['CART.VARIANT_REQUIRED']);
  });

  it('needs no variant for a product without classifications', () => {
    const plain = makeProduct({ classifications: [], variants: [] });
    expect(productPurchaseValidate(plain, [], 1)).toEqual({ ok: true, value: { product_id: 'product-1', variant_id: null, quantity: 1 } });
  });

  it('reports the variant and the quantity together', () => {
    const result = productPurchaseValidate(product, [null, null], 0);
    expect(result).toEqual({
      ok: false,
      error: [
        { field: 'variant', code: 'CART.VARIANT_REQUIRED' },
        { field: 'quantity', code: 'CHECKOUT.QUANTITY_MIN', params: { min: 1 } },
      ],
    });
  });

  it('accepts exactly the whole quantities of at least 1, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.integer({ min: -5, max: 50 }), fc.double()), (quantity) => {
        const result = productPurchaseValidate(product, ['Đỏ', 'M'], quantity);
        expect(result.ok).toBe(typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1);
      }),
    );
  });
});
