import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../shared/text-limits.js';
import { emailValid } from '../identity/email.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldList, fieldRecord, fieldText } from '../format/field-read.js';

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

  const images = fieldList(fields['images']).map(fieldText);
  if (images.length === 0) issues.push(issue('images', 'REFUND.REJECT_IMAGES_REQUIRED'));
  images.forEach((image, index) => {
    if (image === '') issues.push(issue(`images.${index}`, 'REFUND.REJECT_IMAGE_INVALID', { position: index + 1 }));
  });

  const email = fieldText(fields['email']);
  if (email === '') issues.push(issue('email', 'REFUND.REJECT_EMAIL_REQUIRED'));
  else if (!emailValid(email)) issues.push(issue('email', 'REFUND.REJECT_EMAIL_INVALID'));

  return issues.length > 0 ? err(issues) : ok({ reason, images, email });
}
