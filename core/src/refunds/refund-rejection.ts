import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../shared/text-limits.js';
import { emailValid } from '../identity/email.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { REFUND_REQUEST_IMAGES_MAX } from './refund-request.js';
import { fieldList, fieldRecord, fieldText } from '../format/field-read.js';

/** The most evidence images a shop's rejection carries: as many as a buyer's request (spec silent). */
export const REFUND_REJECTION_IMAGES_MAX = REFUND_REQUEST_IMAGES_MAX;
/** The longest reason a rejection (the shop's or the admin's) carries. */
export const REFUND_REJECTION_REASON_MAX = TEXT_LIMITS.note;

/** What a shop sends when it rejects a refund request: a reason, evidence images and a contact email. */
export const RefundRejectionSchema = z.object({
  reason: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.note)),
  images: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
});
export type RefundRejection = z.infer<typeof RefundRejectionSchema>;

/**
 * Spec section 5: a refund rejection needs a reason, images and a valid email. Lists every
 * issue; answers the cleaned rejection (trimmed texts).
 */
export function refundRejectionValidate(input: unknown): Validation<RefundRejection> {
  const issues: ValidationIssue[] = [];
  const fields = fieldRecord(input);
  const reason = fieldText(fields['reason']);
  if (reason === '') issues.push(issue('reason', 'REFUND.REJECT_REASON_REQUIRED'));
  else if (reason.length > REFUND_REJECTION_REASON_MAX) issues.push(issue('reason', 'REFUND.REJECT_REASON_TOO_LONG', { max: REFUND_REJECTION_REASON_MAX }));

  const images = fieldList(fields['images']).map(fieldText);
  if (images.length === 0) issues.push(issue('images', 'REFUND.REJECT_IMAGES_REQUIRED'));
  else if (images.length > REFUND_REJECTION_IMAGES_MAX) issues.push(issue('images', 'REFUND.REJECT_IMAGES_TOO_MANY', { max: REFUND_REJECTION_IMAGES_MAX }));
  images.forEach((image, index) => {
    if (image === '') issues.push(issue(`images.${index}`, 'REFUND.REJECT_IMAGE_INVALID', { position: index + 1 }));
  });

  const email = fieldText(fields['email']);
  if (email === '') issues.push(issue('email', 'REFUND.REJECT_EMAIL_REQUIRED'));
  else if (email.length > TEXT_LIMITS.email || !emailValid(email)) issues.push(issue('email', 'REFUND.REJECT_EMAIL_INVALID'));

  return issues.length > 0 ? err(issues) : ok({ reason, images, email });
}

/**
 * The admin's rejection of a refund (the escalation queue): a reason the buyer and the shop
 * read, required and at most REFUND_REJECTION_REASON_MAX characters. Answers the trimmed reason.
 */
export function refundAdminReasonValidate(reason: unknown): Validation<string> {
  const text = fieldText(reason);
  if (text === '') return err([issue('reason', 'REFUND.ADMIN_REASON_REQUIRED')]);
  return text.length > REFUND_REJECTION_REASON_MAX
    ? err([issue('reason', 'REFUND.REJECT_REASON_TOO_LONG', { max: REFUND_REJECTION_REASON_MAX })])
    : ok(text);
}
