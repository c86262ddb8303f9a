/**
 * fast-check arbitraries for the cart and money. All randomness of the tests lives here.
 * Amounts are whole dong by default (VND has no minor unit), small enough that sums of a
 * whole cart stay exact doubles, so totals can be compared with `toBe`.
 */
import fc from 'fast-check';
import { vnd, type Vnd } from '../money/money.js';
import type { ShopSummary } from '../catalogue/shop.js';
import type { Cart, CartLine, CartShopGroup } from '../cart/cart.js';

/** Largest price the arbitraries produce: 1 tỷ đồng. */
export const ARB_PRICE_MAX = 1_000_000_000;
/** Largest quantity per line. */
export const ARB_QUANTITY_MAX = 1_000;

export const vndArb = (constraints: { min?: number; max?: number } = {}): fc.Arbitrary<Vnd> =>
  fc.integer({ min: constraints.min ?? 0, max: constraints.max ?? ARB_PRICE_MAX }).map(vnd);

/** Amounts with up to two decimals, as the API may send them. */
export const vndDecimalArb = (): fc.Arbitrary<Vnd> =>
  fc.integer({ min: 0, max: ARB_PRICE_MAX * 100 }).map((cents) => vnd(cents / 100));

/**
 * How originals are generated: `none` = never present (null or absent), `above` = always
 * present and at least the sale price, `any` = present, absent or null, of any amount.
 */
export type OriginalMode = 'none' | 'above' | 'any';

export interface CartLineArbOptions {
  /** true: always a variant; false: never; undefined: either. */
  readonly variant?: boolean;
  readonly originals?: OriginalMode;
}

/** A sale price and, depending on the mode, its original (undefined = key left out). */
const pricedArb = (mode: OriginalMode): fc.Arbitrary<{ sale: Vnd; original: Vnd | null | undefined }> => {
  if (mode === 'above') {
    return fc
      .tuple(vndArb(), vndArb({ max: ARB_PRICE_MAX / 2 }))
      .map(([sale, extra]) => ({ sale, original: vnd(sale + extra) }));
  }
  const original = mode === 'none' ? fc.constantFrom(null, undefined) : fc.oneof(fc.constantFrom(null, undefined), vndArb());
  return fc.record({ sale: vndArb(), original });
};

const withOriginal = (original: Vnd | null | undefined) =>
  original === undefined ? {} : { sale_price_original: original };

const idArb = (prefix: string) => fc.integer({ min: 1, max: 1_000_000 }).map((n) => `${prefix}-${n}`);

export const cartLineVariantArb = (originals: OriginalMode = 'any') =>
  fc
    .record({
      _id: idArb('variant'),
      variant_name: fc.constantFrom('Đỏ | M', 'Trắng | L', 'Đen', 'Hồng | S | Lụa'),
      priced: pricedArb(originals),
      quantity: fc.nat({ max: 500 }),
    })
    .map(({ priced, ...rest }) => ({ ...rest, sale_price: priced.sale, ...withOriginal(priced.original) }));

/** One cart line; its `_id` is a placeholder that group and cart arbitraries renumber. */
export const cartLineArb = (options: CartLineArbOptions = {}): fc.Arbitrary<CartLine> => {
  const originals = options.originals ?? 'any';
  const variant =
    options.variant === true
      ? cartLineVariantArb(originals)
      : options.variant === false
        ? fc.constantFrom(null, undefined)
        : fc.oneof(fc.constantFrom(null, undefined), cartLineVariantArb(originals));
  return fc
    .record({
      productId: idArb('product'),
      name: fc.constantFrom('Áo dài lụa', 'Son kem lì', 'Váy maxi hoa nhí', 'Kem chống nắng'),
      priced: pricedArb(originals),
      variant,
      quantity: fc.integer({ min: 1, max: ARB_QUANTITY_MAX }),
      is_selected: fc.boolean(),
      store_quantity: fc.nat({ max: 2_000 }),
    })
    .map(({ productId, name, priced, variant: v, quantity, is_selected, store_quantity }): CartLine => {
      const unit = v ?? { sale_price: priced.sale, sale_price_original: priced.original };
      return {
        _id: 'line',
        product: {
          _id: productId,
          name,
          images: [],
          sale_price: priced.sale,
          ...withOriginal(priced.original),
          ...(v === undefined ? {} : { variant: v }),
        },
        quantity,
        sale_price: unit.sale_price,
        price: unit.sale_price,
        price_original: unit.sale_price_original ?? null,
        variant_id: v?._id ?? null,
        is_selected,
        store_quantity,
      };
    });
};

export const shopArb = (): fc.Arbitrary<ShopSummary> =>
  fc.record({
    _id: idArb('shop'),
    name: fc.constantFrom('Tiệm Lụa Sài Gòn', 'Seoul Beauty', 'Hanoi Denim'),
    country: fc.constantFrom('VN' as const, 'KR' as const),
  });

/** A shop group of 0 to `maxLines` lines with distinct ids. */
export const cartGroupArb = (options: CartLineArbOptions & { maxLines?: number } = {}): fc.Arbitrary<CartShopGroup> =>
  fc
    .record({ shop: shopArb(), items: fc.array(cartLineArb(options), { maxLength: options.maxLines ?? 6 }) })
    .map(({ shop, items }) => ({ shop, items: items.map((line, i) => ({ ...line, _id: `${shop._id}-line-${i}` })) }));

/** A cart with valid and invalid groups; shop and line ids are distinct across the cart. */
export const cartArb = (options: CartLineArbOptions & { maxGroups?: number } = {}): fc.Arbitrary<Cart> => {
  const groups = fc.array(cartGroupArb(options), { maxLength: options.maxGroups ?? 4 });
  return fc.record({ valid: groups, invalid: groups }).map(({ valid, invalid }) => {
    const renumber = (kind: string) => (group: CartShopGroup, g: number): CartShopGroup => {
      const shopId = `shop-${kind}-${g}`;
      return {
        shop: { ...group.shop, _id: shopId },
        items: group.items.map((line, i) => ({ ...line, _id: `${shopId}-line-${i}` })),
      };
    };
    return { valid: valid.map(renumber('valid')), invalid: invalid.map(renumber('invalid')) };
  });
};
