import * as z from 'zod/mini';
import { TEXT_LIMITS, textMax } from '../shared/text-limits.js';
import { IdSchema } from '../shared/brand.js';
import { PaymentMethodSchema } from '../ordering/payment-method.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldList, fieldMissing, fieldRecord } from '../format/field-read.js';
import { CART_QUANTITY_MIN } from '../cart/cart-quantity.js';
import { checkoutQuantityValid } from './checkout-purchase.js';

export const CheckoutDraftItemSchema = z.object({
  /** The cart line it came from; absent when bought straight from the product page. */
  cart_line_id: z.nullish(IdSchema),
  product_id: IdSchema,
  variant_id: z.nullish(IdSchema),
  quantity: z.number().check(z.int(), z.minimum(CART_QUANTITY_MIN)),
});
export type CheckoutDraftItem = z.infer<typeof CheckoutDraftItemSchema>;

/** One shop's part of the checkout: its lines, the shipping company chosen and a note to the seller. */
export const CheckoutDraftShopSchema = z.object({
  shop_id: IdSchema,
  items: z.array(CheckoutDraftItemSchema),
  shipping_company: z.nullish(textMax(TEXT_LIMITS.name)),
  seller_note: z.nullish(textMax(TEXT_LIMITS.note)),
});
export type CheckoutDraftShop = z.infer<typeof CheckoutDraftShopSchema>;

/**
 * The checkout page while the buyer fills it in (spec sections 2 and 5): what is bought per
 * shop, the address, the payment method, voucher codes and the terms box. Address and payment
 * may still be empty; `checkoutDraftValidate` says what is missing. `express` marks the
 * express checkout of /thanh-toan-2.
 */
export const CheckoutDraftSchema = z.object({
  shops: z.array(CheckoutDraftShopSchema),
  address_id: z.nullish(IdSchema),
  payment_method: z.nullish(PaymentMethodSchema),
  voucher_codes: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.code))), []),
  agreed_terms: z._default(z.boolean(), false),
  express: z._default(z.boolean(), false),
  /** A group-buy room this order pays the caller's share of (one unit at the group price, no voucher). */
  group_buy_room_id: z.nullish(IdSchema),
});
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

/** A draft ready to place: something to buy, an address, a payment method and the terms agreed. */
export const CheckoutSubmissionSchema = z.extend(CheckoutDraftSchema, {
  shops: z.array(z.extend(CheckoutDraftShopSchema, { items: z.array(CheckoutDraftItemSchema).check(z.minLength(1)) })).check(z.minLength(1)),
  address_id: IdSchema,
  payment_method: PaymentMethodSchema,
  agreed_terms: z.literal(true),
});
export type CheckoutSubmission = z.infer<typeof CheckoutSubmissionSchema>;

const field = (input: unknown, key: string): unknown => fieldRecord(input)[key];

/**
 * Spec section 5 for placing an order: products selected, every quantity at least 1, an
 * address, a payment method (one the platform knows), the terms agreed. Lists every issue;
 * anything else malformed is reported as CHECKOUT.DRAFT_INVALID at its path.
 */
export function checkoutDraftValidate(input: unknown): Validation<CheckoutSubmission> {
  const issues: ValidationIssue[] = [];
  const shops = fieldList(field(input, 'shops'));
  const itemCount = shops.reduce<number>((sum, shop) => sum + fieldList(field(shop, 'items')).length, 0);
  if (itemCount === 0) issues.push(issue('shops', 'CHECKOUT.PRODUCTS_REQUIRED'));
  shops.forEach((shop, s) => {
    // A shop left with nothing to buy would become an empty part of the order.
    if (itemCount > 0 && fieldList(field(shop, 'items')).length === 0) issues.push(issue(`shops.${s}.items`, 'CHECKOUT.PRODUCTS_REQUIRED'));
    fieldList(field(shop, 'items')).forEach((item, i) => {
      if (!checkoutQuantityValid(field(item, 'quantity'))) {
        issues.push(issue(`shops.${s}.items.${i}.quantity`, 'CHECKOUT.QUANTITY_MIN', { min: CART_QUANTITY_MIN }));
      }
    });
  });

  if (fieldMissing(field(input, 'address_id'))) issues.push(issue('address_id', 'CHECKOUT.ADDRESS_REQUIRED'));
  const method = field(input, 'payment_method');
  if (fieldMissing(method)) issues.push(issue('payment_method', 'CHECKOUT.PAYMENT_METHOD_REQUIRED'));
  else if (!PaymentMethodSchema.safeParse(method).success) issues.push(issue('payment_method', 'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE'));
  if (field(input, 'agreed_terms') !== true) issues.push(issue('agreed_terms', 'CHECKOUT.TERMS_NOT_AGREED'));
  if (issues.length > 0) return err(issues);

  const parsed = CheckoutSubmissionSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(problem.path.map(String).join('.'), 'CHECKOUT.DRAFT_INVALID')));
}
