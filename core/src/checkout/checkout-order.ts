import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { AddressSchema, type Address } from '../identity/address.js';
import { addressValidate } from '../identity/address-validate.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { CheckoutDraftSchema, checkoutDraftValidate, type CheckoutSubmission } from './checkout-draft.js';

/**
 * What the checkout page asks the server to price: the draft, with the delivery address
 * written in place (a guest has no address book, spec section 6) or named by `address_id`.
 */
export const CheckoutPreviewRequestSchema = z.extend(CheckoutDraftSchema, {
  address: z.nullish(AddressSchema),
});
export type CheckoutPreviewRequest = z.infer<typeof CheckoutPreviewRequestSchema>;

/**
 * The body of placing an order: a checkout submission whose address may be written in
 * place, and the app path the payment gateway sends the buyer back to. `{id}` in that path is
 * replaced by the new order's id.
 */
export const CheckoutOrderRequestSchema = z.extend(CheckoutPreviewRequestSchema, {
  return_url: z.nullish(z.string()),
});
export type CheckoutOrderRequest = z.infer<typeof CheckoutOrderRequestSchema>;

/** A request ready to place: a submission whose address is in place or named. */
export type CheckoutOrder = Omit<CheckoutSubmission, 'address_id'> & {
  readonly address_id: string | null;
  readonly address: Address | null;
  readonly return_url: string | null;
};

/** Stands for "an address is given in place" while the draft rules look for an address. */
const ADDRESS_IN_PLACE = 'address-in-place';

/**
 * The header naming one attempt to place an order (`POST api/v1/mobile/orders`): a retry with
 * the same key gets the same order, never a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The token a return path may hold for the new order's id. */
export const CHECKOUT_RETURN_ORDER_ID = '{id}';

/**
 * A return address the gateway may send the buyer to: a path of this app ('/...'), never
 * another site ('//evil.example', 'https://...', backslashes), so the gateway cannot be used
 * as an open redirect.
 */
export const checkoutReturnPathValid = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\s]/u.test(path);

const IdOrNull = z.nullish(IdSchema);

/**
 * The draft rules (checkoutDraftValidate) for placing an order, where an address written in
 * place counts as the address and is itself checked with the address book's rules (its
 * issues come back under `address.`). A return path must be one of this app's. Lists every issue.
 */
export function checkoutOrderValidate(input: unknown): Validation<CheckoutOrder> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const inPlace = fields['address'] !== undefined && fields['address'] !== null;
  const named = IdOrNull.safeParse(fields['address_id']);
  const addressId = named.success && named.data ? named.data : null;

  const draft = checkoutDraftValidate(inPlace && addressId === null ? { ...fields, address_id: ADDRESS_IN_PLACE } : fields);
  if (!draft.ok) issues.push(...draft.error);

  let address: Address | null = null;
  if (inPlace) {
    const checked = addressValidate(fields['address']);
    if (checked.ok) address = checked.value;
    else issues.push(...checked.error.map((found) => ({ ...found, field: `address.${found.field}` })));
  }

  const returnUrl = fieldText(fields['return_url']);
  if (returnUrl !== '' && !checkoutReturnPathValid(returnUrl)) issues.push(issue('return_url', 'CHECKOUT.DRAFT_INVALID'));

  if (!draft.ok || issues.length > 0) return err(issues);
  return ok({ ...draft.value, address_id: addressId, address, return_url: returnUrl === '' ? null : returnUrl });
}
