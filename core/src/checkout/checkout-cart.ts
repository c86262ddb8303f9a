import type { Cart, CartShopGroup } from '../cart/cart.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { CART_QUANTITY_MIN } from '../cart/cart-quantity.js';
import { checkoutQuantityValid } from './checkout-purchase.js';
import type { CheckoutDraft } from './checkout-draft.js';

/**
 * Spec section 5 on the cart: at least one product selected ('please select products to
 * purchase'), each of at least 1. Answers the valid groups cut down to their selected lines;
 * invalid (sold-out, hidden) lines never count.
 */
export function checkoutCartValidate(cart: Cart): Validation<readonly CartShopGroup[]> {
  const groups = cart.valid
    .map((group) => ({ ...group, items: group.items.filter((line) => line.is_selected) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return err([issue('items', 'CHECKOUT.PRODUCTS_REQUIRED')]);
  const issues: ValidationIssue[] = groups.flatMap((group) =>
    group.items
      .filter((line) => !checkoutQuantityValid(line.quantity))
      .map((line) => issue(`items.${line._id}.quantity`, 'CHECKOUT.QUANTITY_MIN', { min: CART_QUANTITY_MIN })),
  );
  return issues.length > 0 ? err(issues) : ok(groups);
}

/** A fresh checkout draft for the selected lines: one entry per shop, nothing chosen yet. */
export const checkoutDraftFromCart = (groups: readonly CartShopGroup[]): CheckoutDraft => ({
  shops: groups.map((group) => ({
    shop_id: group.shop._id,
    items: group.items.map((line) => ({
      cart_line_id: line._id,
      product_id: line.product._id,
      variant_id: line.variant_id ?? null,
      quantity: line.quantity,
    })),
    shipping_company: null,
    seller_note: null,
  })),
  address_id: null,
  payment_method: null,
  voucher_codes: [],
  agreed_terms: false,
  express: false,
});
