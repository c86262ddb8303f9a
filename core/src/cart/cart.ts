import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { ShopSummarySchema } from '../catalogue/shop.js';
import { DiscountSchema } from '../pricing/discount.js';

/** The variant a cart line points to, with its own prices. */
export const CartLineVariantSchema = z.object({
  _id: IdSchema,
  variant_name: z.string(),
  sale_price: VndSchema,
  sale_price_original: z.nullish(VndSchema),
  quantity: CountSchema,
});

export const CartLineProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  images: z.array(z.string()),
  sale_price: VndSchema,
  sale_price_original: z.nullish(VndSchema),
  variant: z.nullish(CartLineVariantSchema),
});

/** One line of the cart as `api/v1/mobile/carts/all` sends it. */
export const CartLineSchema = z.object({
  _id: IdSchema,
  product: CartLineProductSchema,
  quantity: z.number().check(z.int(), z.positive()),
  sale_price: VndSchema,
  price: VndSchema,
  price_original: z.nullish(VndSchema),
  variant_id: z.nullish(IdSchema),
  is_selected: z.boolean(),
  /** Stock left for this line's product or variant. */
  store_quantity: CountSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The lines of one shop. */
export const CartShopGroupSchema = z.object({
  shop: ShopSummarySchema,
  items: z.array(CartLineSchema),
  /** The shop's discounts (spec section 3), so the cart shows the best one as checkout applies it (cartDiscountPricing). */
  discounts: z.optional(z.array(DiscountSchema)),
});
export type CartShopGroup = z.infer<typeof CartShopGroupSchema>;

/** Spec: the cart has valid and invalid groups; invalid lines cannot be bought (sold out, hidden). */
export const CartSchema = z.object({
  valid: z.array(CartShopGroupSchema),
  invalid: z.array(CartShopGroupSchema),
});
export type Cart = z.infer<typeof CartSchema>;

/** Body of the add-to-cart call. */
export const CartAddSchema = z.object({
  product_id: IdSchema,
  variant_id: z.nullish(IdSchema),
  quantity: z.number().check(z.int(), z.positive()),
});
export type CartAdd = z.infer<typeof CartAddSchema>;

export const emptyCart = (): Cart => ({ valid: [], invalid: [] });

/** Number of lines (not units): what the cart badge shows, as `carts/count` does. */
export const cartLineCount = (cart: Cart): number =>
  [...cart.valid, ...cart.invalid].reduce((sum, group) => sum + group.items.length, 0);

/** How many lines the header's mini cart lists. */
export const MINI_CART_LINES = 5;

/**
 * The lines a mini cart lists: the newest first as `carts/all` orders them (the valid groups,
 * then the invalid ones), at most `limit`.
 */
export const cartLinesLatest = (cart: Cart, limit: number = MINI_CART_LINES): CartLine[] =>
  [...cart.valid, ...cart.invalid].flatMap((group) => group.items).slice(0, Math.max(0, Math.floor(limit)));
