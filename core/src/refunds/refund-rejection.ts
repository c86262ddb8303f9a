import * as z from 'zod/mini';
import { emailValid } from '../identity/email.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';

/** What a shop sends when it rejects a refund request: a reason, evidence images and a contact email. */
export const RefundRejectionSchema = z.object({
  reason: z.string().check(z.minLength(1)),
  images: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
});
export type RefundRejection = z.infer<typeof RefundRejectionSchema>;

const field = (input: unknown, key: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Spec section 5: a refund rejection needs a reason, images and a valid email. Lists every
 * issue; answers the cleaned rejection (trimmed texts).
 */
export function refundRejectionValidate(input: unknown): Validation<RefundRejection> {
  const issues: ValidationIssue[] = [];
  const reason = text(field(input, 'reason'));
  if (reason === '') issues.push(issue('reason', 'REFUND.REJECT_REASON_REQUIRED'));

  const rawImages = field(input, 'images');
  const images = Array.isArray(rawImages) ? rawImages.map(text) : [];
  if (images.length === 0) issues.push(issue('images', 'REFUND.REJECT_IMAGES_REQUIRED'));
  images.forEach((image, index) => {
    if (image === '') issues.push(issue(`images.${index}`, 'REFUND.REJECT_IMAGE_INVALID', { position: index + 1 }));
  });

  const email = text(field(input, 'email'));
  if (email === '') issues.push(issue('email', 'REFUND.REJECT_EMAIL_REQUIRED'));
  else if (!emailValid(email)) issues.push(issue('email', 'REFUND.REJECT_EMAIL_INVALID'));

  return issues.length > 0 ? err(issues) : ok({ reason, images, email });
}
