import { vnd, vndAdd, vndTimes, type Vnd } from '../money/money.js';
import type { Cart, CartLine, CartShopGroup } from './cart.js';

export interface CartTotalOptions {
  /** Spec: 'original prices on request' (the struck-through total). */
  readonly original?: boolean;
}

/**
 * Unit price of a line. Spec: the cart total uses the variant's sale price when a variant
 * exists, the product's otherwise; with `original`, the original price, falling back to the
 * sale price when no original is known.
 */
export function cartLineUnitPrice(line: CartLine, options: CartTotalOptions = {}): Vnd {
  const priced = line.product.variant ?? line.product;
  if (options.original) return vnd(priced.sale_price_original ?? priced.sale_price);
  return vnd(priced.sale_price);
}

export const cartLineTotal = (line: CartLine, options: CartTotalOptions = {}): Vnd =>
  vndTimes(cartLineUnitPrice(line, options), line.quantity);

export interface CartShopTotal {
  readonly shopId: string;
  readonly total: Vnd;
  readonly selectedLines: number;
  readonly selectedUnits: number;
}

/** Total of the selected lines of one shop group. */
export function cartShopTotal(group: CartShopGroup, options: CartTotalOptions = {}): CartShopTotal {
  const selected = group.items.filter((line) => line.is_selected);
  return {
    shopId: group.shop._id,
    total: selected.reduce((sum, line) => vndAdd(sum, cartLineTotal(line, options)), vnd(0)),
    selectedLines: selected.length,
    selectedUnits: selected.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export interface CartTotal {
  readonly shops: readonly CartShopTotal[];
  readonly total: Vnd;
  readonly selectedLines: number;
  readonly selectedUnits: number;
}

/** Totals per shop and overall, from the selected lines of the valid groups only. */
export function cartTotal(cart: Cart, options: CartTotalOptions = {}): CartTotal {
  const shops = cart.valid.map((group) => cartShopTotal(group, options));
  return {
    shops,
    total: shops.reduce((sum, shop) => vndAdd(sum, shop.total), vnd(0)),
    selectedLines: shops.reduce((sum, shop) => sum + shop.selectedLines, 0),
    selectedUnits: shops.reduce((sum, shop) => sum + shop.selectedUnits, 0),
  };
}
