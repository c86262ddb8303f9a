import type { Cart, CartShopGroup } from './cart.js';

/** Which lines the buyer has ticked, by line id; lines not mentioned keep the server's flag. */
export type CartSelection = Readonly<Record<string, boolean>>;

const groupApply = (group: CartShopGroup, selection: CartSelection): CartShopGroup => ({
  ...group,
  items: group.items.map((line) => ({ ...line, is_selected: selection[line._id] ?? line.is_selected })),
});

/** The cart as the buyer sees it with their ticks applied; invalid lines are never selected. */
export function cartSelectionApply(cart: Cart, selection: CartSelection): Cart {
  return {
    valid: cart.valid.map((group) => groupApply(group, selection)),
    invalid: cart.invalid.map((group) => ({ ...group, items: group.items.map((line) => ({ ...line, is_selected: false })) })),
  };
}

/** Ticks or unticks every valid line of one shop (or of the whole cart when shopId is null). */
export function cartSelectionSetAll(cart: Cart, shopId: string | null, selected: boolean, selection: CartSelection): CartSelection {
  const next: Record<string, boolean> = { ...selection };
  for (const group of cart.valid) {
    if (shopId !== null && group.shop._id !== shopId) continue;
    for (const line of group.items) next[line._id] = selected;
  }
  return next;
}

/** 'all' when every valid line of the scope is ticked, 'none' when none is, else 'some'. */
export function cartSelectionState(cart: Cart, shopId: string | null): 'all' | 'some' | 'none' {
  const lines = cart.valid.filter((group) => shopId === null || group.shop._id === shopId).flatMap((group) => group.items);
  const ticked = lines.filter((line) => line.is_selected).length;
  if (lines.length === 0 || ticked === 0) return 'none';
  return ticked === lines.length ? 'all' : 'some';
}

/** Ids of the ticked lines of the valid groups: what "delete selected" removes. */
export const cartSelectedLineIds = (cart: Cart): string[] =>
  cart.valid.flatMap((group) => group.items.filter((line) => line.is_selected).map((line) => line._id));

/** Ids of every line of the invalid groups: what "remove invalid items" removes. */
export const cartInvalidLineIds = (cart: Cart): string[] => cart.invalid.flatMap((group) => group.items.map((line) => line._id));
