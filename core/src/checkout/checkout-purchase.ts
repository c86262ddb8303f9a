import type { Product } from '../catalogue/product.js';
import { variantChoiceComplete, variantFind, type VariantChoice } from '../catalogue/variant-pick.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { CART_QUANTITY_MIN } from '../cart/cart-quantity.js';


/** What the product page puts in the cart or buys now. */
export interface PurchaseChoice {
  readonly product_id: string;
  readonly variant_id: string | null;
  readonly quantity: number;
}

/** True for a whole number of at least one item. */
export const checkoutQuantityValid = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= CART_QUANTITY_MIN;

/**
 * Spec section 5 on the product page: a product with classifications needs a chosen variant
 * ('please select product classification'; a combination that does not exist counts as not
 * chosen) and the quantity must be at least 1. Lists both issues when both apply.
 */
export function productPurchaseValidate(
  product: Pick<Product, '_id' | 'classifications' | 'variants'>,
  choice: VariantChoice,
  quantity: unknown,
): Validation<PurchaseChoice> {
  const issues: ValidationIssue[] = [];
  const needsVariant = product.classifications.length > 0;
  const variant = needsVariant && variantChoiceComplete(product.classifications, choice) ? variantFind(product, choice) : null;
  if (needsVariant && variant === null) issues.push(issue('variant', 'CART.VARIANT_REQUIRED'));
  if (!checkoutQuantityValid(quantity)) issues.push(issue('quantity', 'CHECKOUT.QUANTITY_MIN', { min: CART_QUANTITY_MIN }));
  if (issues.length > 0 || !checkoutQuantityValid(quantity)) return err(issues);
  return ok({ product_id: product._id, variant_id: variant?._id ?? null, quantity });
}
