import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { emailValid } from '../identity/email.js';
import { fieldList, fieldRecord, fieldText } from '../format/field-read.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';

/**
 * Most evidence images a buyer attaches to a return request. The spec gives no number; five
 * is the community's own image limit for a post (section 9), which buyers already know.
 */
export const REFUND_REQUEST_IMAGES_MAX = 5;

/**
 * Longest description a buyer writes under the reason. The spec names a description field for
 * returns without a length; 500 is the longest free text it gives elsewhere (social feedback).
 */
export const REFUND_REQUEST_DESCRIPTION_MAX = 500;

/** An order line the buyer sends back, and how many of it. */
export const RefundRequestItemSchema = z.object({
  order_item_id: IdSchema,
  quantity: z.number().check(z.int(), z.positive()),
});
export type RefundRequestItem = z.infer<typeof RefundRequestItemSchema>;

/**
 * A buyer's return/refund request: why, the evidence, where to reach them, and which lines
 * (none listed means every line of the order, in full).
 */
export const RefundRequestSchema = z.object({
  reason: z.string().check(z.minLength(1)),
  images: z._default(z.array(z.string().check(z.minLength(1))), []),
  email: z.nullish(z.string()),
  items: z._default(z.array(RefundRequestItemSchema), []),
  /** What happened, in the buyer's words (optional). */
  description: z.nullish(z.string()),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/**
 * Checks a return request from the buyer: a reason is required; images are optional, at most
 * REFUND_REQUEST_IMAGES_MAX non-empty addresses; an email, when given, must be valid; listed
 * lines need an id and a whole quantity of at least 1, each line once; a description is optional,
 * at most REFUND_REQUEST_DESCRIPTION_MAX characters. Lists every issue.
 */
export function refundRequestValidate(input: unknown): Validation<RefundRequest> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const reason = fieldText(fields['reason']);
  if (reason === '') issues.push(issue('reason', 'REFUND.REQUEST_REASON_REQUIRED'));

  const images = fieldList(fields['images']).map(fieldText);
  if (images.length > REFUND_REQUEST_IMAGES_MAX) {
    issues.push(issue('images', 'REFUND.REQUEST_IMAGES_TOO_MANY', { max: REFUND_REQUEST_IMAGES_MAX }));
  }
  images.forEach((image, index) => {
    if (image === '') issues.push(issue(`images.${index}`, 'REFUND.REJECT_IMAGE_INVALID', { position: index + 1 }));
  });

  const description = fieldText(fields['description']);
  if ([...description].length > REFUND_REQUEST_DESCRIPTION_MAX) {
    issues.push(issue('description', 'REFUND.REQUEST_DESCRIPTION_TOO_LONG', { max: REFUND_REQUEST_DESCRIPTION_MAX }));
  }

  const email = fieldText(fields['email']);
  if (email !== '' && !emailValid(email)) issues.push(issue('email', 'REFUND.REQUEST_EMAIL_INVALID'));

  const seen = new Set<string>();
  const items = fieldList(fields['items']).map((raw, index) => {
    const item = fieldRecord(raw);
    const id = fieldText(item['order_item_id']);
    const quantity = item['quantity'];
    const whole = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;
    if (id === '' || !whole || seen.has(id)) issues.push(issue(`items.${index}`, 'REFUND.REQUEST_ITEMS_INVALID'));
    seen.add(id);
    return { order_item_id: id, quantity: whole ? quantity : 0 };
  });

  if (issues.length > 0) return err(issues);
  return ok({ reason, images, email: email === '' ? null : email, items, description: description === '' ? null : description });
}
