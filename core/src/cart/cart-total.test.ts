import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartLineUnitPrice, cartShopTotal, cartTotal } from './cart-total.js';
import type { Cart } from './cart.js';
import { vnd } from '../money/money.js';
import { cartArb, cartGroupArb, cartLineArb } from '../testing/arbitraries.js';
import { makeCart, makeCartGroup, makeCartLine, makeCartLineProduct, makeCartLineVariant, makeShop } from '../testing/factories.js';

/**
 * The oracle: the spec's rule written as plainly as possible. Selected lines of valid groups,
 * unit price from the variant if there is one, else the product; originals fall back to the
 * sale price.
 */
function referenceTotal(cart: Cart, original = false): number {
  let total = 0;
  for (const group of cart.valid) {
    for (const line of group.items) {
      if (!line.is_selected) continue;
      const source = line.product.variant ? line.product.variant : line.product;
      let unit = source.sale_price;
      if (original && source.sale_price_original !== null && source.sale_price_original !== undefined) {
        unit = source.sale_price_original;
      }
      total += unit * line.quantity;
    }
  }
  return total;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('cartTotal against the reference', () => {
  it('matches the oracle for sale and original totals', () => {
    fc.assert(
      fc.property(cartArb(), fc.boolean(), (cart, original) => {
        expect(cartTotal(cart, { original }).total).toBe(referenceTotal(cart, original));
      }),
    );
  });

  it('counts selected lines and units of valid groups only', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const selected = cart.valid.flatMap((group) => group.items).filter((line) => line.is_selected);
        const result = cartTotal(cart);
        expect(result.selectedLines).toBe(selected.length);
        expect(result.selectedUnits).toBe(sum(selected.map((line) => line.quantity)));
      }),
    );
  });
});

describe('cartTotal invariants', () => {
  it('ignores invalid groups entirely', () => {
    fc.assert(
      fc.property(cartArb(), fc.array(cartGroupArb()), (cart, extra) => {
        const withMore = { ...cart, invalid: [...cart.invalid, ...extra] };
        expect(cartTotal(withMore)).toEqual(cartTotal({ ...cart, invalid: [] }));
      }),
    );
  });

  it('ignores unselected lines, whatever their price', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const onlySelected: Cart = {
          ...cart,
          valid: cart.valid.map((group) => ({ ...group, items: group.items.filter((line) => line.is_selected) })),
        };
        expect(cartTotal(cart).total).toBe(cartTotal(onlySelected).total);
      }),
    );
  });

  it('is the sum of the shop totals, one per valid group in order', () => {
    fc.assert(
      fc.property(cartArb(), fc.boolean(), (cart, original) => {
        const result = cartTotal(cart, { original });
        expect(result.shops.map((shop) => shop.shopId)).toEqual(cart.valid.map((group) => group.shop._id));
        expect(result.total).toBe(sum(result.shops.map((shop) => shop.total)));
        expect(result.shops).toEqual(cart.valid.map((group) => cartShopTotal(group, { original })));
      }),
    );
  });

  it('original total is at least the sale total when every original is at least its sale price', () => {
    fc.assert(
      fc.property(cartArb({ originals: 'above' }), (cart) => {
        expect(cartTotal(cart, { original: true }).total).toBeGreaterThanOrEqual(cartTotal(cart).total);
      }),
    );
  });

  it('original total equals the sale total when no original is known', () => {
    fc.assert(
      fc.property(cartArb({ originals: 'none' }), (cart) => {
        expect(cartTotal(cart, { original: true }).total).toBe(cartTotal(cart).total);
      }),
    );
  });

  it("uses the variant's price whenever the line has a variant", () => {
    fc.assert(
      fc.property(cartLineArb({ variant: true }), fc.boolean(), (line, original) => {
        const variant = line.product.variant;
        if (!variant) throw new Error('arbitrary must give a variant');
        const expected = original ? (variant.sale_price_original ?? variant.sale_price) : variant.sale_price;
        expect(cartLineUnitPrice(line, { original })).toBe(expected);
      }),
    );
  });

  it("uses the product's price when the line has no variant", () => {
    fc.assert(
      fc.property(cartLineArb({ variant: false }), (line) => {
        expect(cartLineUnitPrice(line)).toBe(line.product.sale_price);
      }),
    );
  });
});

describe('cartTotal examples', () => {
  const shirt = makeCartLine({
    _id: 'shirt',
    quantity: 2,
    product: makeCartLineProduct({ sale_price: vnd(200_000), sale_price_original: vnd(250_000) }),
  });
  const dress = makeCartLine({
    _id: 'dress',
    product: makeCartLineProduct({
      _id: 'dress',
      sale_price: vnd(900_000),
      variant: makeCartLineVariant({ sale_price: vnd(450_000), sale_price_original: null }),
    }),
  });
  const unselected = makeCartLine({ _id: 'off', is_selected: false, quantity: 5 });

  it('sums the selected lines of each shop', () => {
    const cart = makeCart({
      valid: [
        makeCartGroup({ shop: makeShop({ _id: 'a' }), items: [shirt, unselected] }),
        makeCartGroup({ shop: makeShop({ _id: 'b' }), items: [dress] }),
      ],
      invalid: [makeCartGroup({ shop: makeShop({ _id: 'sold-out' }), items: [shirt] })],
    });
    const result = cartTotal(cart);
    expect(result.shops.map((shop) => [shop.shopId, shop.total])).toEqual([
      ['a', 400_000],
      ['b', 450_000],
    ]);
    expect(result.total).toBe(850_000);
    expect(result.selectedLines).toBe(2);
    expect(result.selectedUnits).toBe(3);
  });

  it('uses originals on request, falling back to the sale price', () => {
    const cart = makeCart({ valid: [makeCartGroup({ items: [shirt, dress] })] });
    expect(cartTotal(cart, { original: true }).total).toBe(2 * 250_000 + 450_000);
  });

  it("prefers the variant's price over the product's", () => {
    expect(cartLineUnitPrice(dress)).toBe(450_000);
  });

  it('is zero for an empty cart or a cart with nothing selected', () => {
    expect(cartTotal({ valid: [], invalid: [] }).total).toBe(0);
    expect(cartTotal(makeCart({ valid: [makeCartGroup({ items: [unselected] })] }))).toMatchObject({
      total: 0,
      selectedLines: 0,
      selectedUnits: 0,
    });
  });
});
