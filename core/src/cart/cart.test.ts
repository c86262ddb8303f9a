import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CartSchema, cartLineCount, cartLinesLatest, emptyCart, MINI_CART_LINES } from './cart.js';
import { cartArb } from '../testing/arbitraries.js';
import { makeCart, makeCartGroup, makeCartLine } from '../testing/factories.js';

/** Shaped like `api/v1/mobile/carts/all` data: extra fields, nulls, a variant line. */
const payload = {
  valid: [
    {
      shop: { _id: '64f0shop1', name: 'Tiệm Lụa Sài Gòn', avatar: null, country: 'VN', rating: 4.9, followers: 12, slug: 'tiem-lua' },
      items: [
        {
          _id: '64f0line1',
          product: {
            _id: '64f0prod1',
            name: 'Áo dài lụa tơ tằm',
            images: ['https://cdn.example/a.jpg'],
            sale_price: 500000,
            sale_price_original: 650000,
            variant: { _id: '64f0var1', variant_name: 'Đỏ | M', sale_price: 450000, sale_price_original: null, quantity: 3 },
          },
          quantity: 2,
          sale_price: 450000,
          price: 450000,
          price_original: 600000,
          variant_id: '64f0var1',
          is_selected: true,
          store_quantity: 3,
          created_at: '2024-05-01T10:00:00Z',
        },
        {
          _id: '64f0line2',
          product: { _id: '64f0prod2', name: 'Son kem lì', images: [], sale_price: 199000 },
          quantity: 1,
          sale_price: 199000,
          price: 199000,
          is_selected: false,
          store_quantity: 40,
        },
      ],
    },
  ],
  invalid: [
    {
      shop: { _id: '64f0shop2', name: 'Seoul Beauty', country: 'KR' },
      items: [
        {
          _id: '64f0line3',
          product: { _id: '64f0prod3', name: 'Kem chống nắng', images: [], sale_price: 350000, variant: null },
          quantity: 1,
          sale_price: 350000,
          price: 350000,
          price_original: null,
          variant_id: null,
          is_selected: false,
          store_quantity: 0,
        },
      ],
    },
  ],
};

describe('CartSchema', () => {
  it('parses a realistic payload and drops unknown fields', () => {
    const cart = CartSchema.parse(payload);
    expect(cart.valid[0]?.items.map((line) => line._id)).toEqual(['64f0line1', '64f0line2']);
    expect(cart.valid[0]?.items[0]?.product.variant?.sale_price).toBe(450000);
    expect(cart.valid[0]?.items[0]).not.toHaveProperty('created_at');
    expect(cart.invalid[0]?.shop.country).toBe('KR');
  });

  it('rejects a line with quantity 0 or a missing product', () => {
    const line = payload.valid[0]?.items[1];
    const broken = (patch: object) => ({ ...payload, valid: [{ ...payload.valid[0], items: [{ ...line, ...patch }] }] });
    expect(CartSchema.safeParse(broken({ quantity: 0 })).success).toBe(false);
    expect(CartSchema.safeParse(broken({ product: undefined })).success).toBe(false);
    expect(CartSchema.safeParse({ valid: [] }).success).toBe(false);
  });

  it('accepts every cart the arbitraries and factories build', () => {
    expect(CartSchema.safeParse(makeCart()).success).toBe(true);
    fc.assert(
      fc.property(cartArb(), (cart) => {
        expect(CartSchema.safeParse(cart).success).toBe(true);
      }),
    );
  });
});

describe('cartLineCount', () => {
  it('counts lines (not units) of valid and invalid groups', () => {
    expect(cartLineCount(CartSchema.parse(payload))).toBe(3);
    expect(cartLineCount(emptyCart())).toBe(0);
    const cart = makeCart({
      valid: [makeCartGroup({ items: [makeCartLine({ quantity: 7 }), makeCartLine({ _id: 'line-2' })] })],
      invalid: [makeCartGroup({ items: [] })],
    });
    expect(cartLineCount(cart)).toBe(2);
  });

  it('equals the number of lines across all groups', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const lines = [...cart.valid, ...cart.invalid].flatMap((group) => group.items);
        expect(cartLineCount(cart)).toBe(lines.length);
      }),
    );
  });
});

describe('cartLinesLatest', () => {
  it('is the first lines of the cart in its order, valid groups first, never more than the limit', () => {
    fc.assert(
      fc.property(cartArb(), fc.integer({ min: -2, max: 30 }), (cart, limit) => {
        const all = [...cart.valid, ...cart.invalid].flatMap((group) => group.items);
        const latest = cartLinesLatest(cart, limit);
        expect(latest.length).toBe(Math.min(Math.max(0, limit), all.length));
        expect(latest).toEqual(all.slice(0, latest.length));
      }),
    );
  });

  it('lists at most MINI_CART_LINES by default', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        expect(cartLinesLatest(cart).length).toBe(Math.min(MINI_CART_LINES, cartLineCount(cart)));
      }),
    );
  });
});
