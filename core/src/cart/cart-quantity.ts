/** Spec 5: the smallest quantity anyone can put in the cart or buy, on the product page, in the cart and at checkout. */
export const CART_QUANTITY_MIN = 1;

/** Clamps a requested quantity between 1 and the stock left; non-integers round down. */
export function cartQuantityClamp(requested: number, stock: number): number {
  const wanted = Number.isFinite(requested) ? Math.floor(requested) : CART_QUANTITY_MIN;
  const ceiling = Number.isFinite(stock) ? Math.max(CART_QUANTITY_MIN, Math.floor(stock)) : CART_QUANTITY_MIN;
  return Math.min(Math.max(wanted, CART_QUANTITY_MIN), ceiling);
}

/** The largest quantity a line may hold: its stock, and never below the minimum (what a stepper's + stops at). */
export const cartQuantityMax = (stock: number): number => cartQuantityClamp(stock, stock);
