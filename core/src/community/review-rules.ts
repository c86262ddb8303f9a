import * as z from 'zod/mini';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldSchemaIssues } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { DAY_MS } from '../format/epoch-ms.js';
import { REVIEW_CONTENT_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN, ReviewRatingSchema, type Review } from './review.js';

/** Spec: a review can be edited once, within 30 days of being written. */
export const REVIEW_EDIT_WINDOW_DAYS = 30;
export const REVIEW_EDITS_MAX = 1;

/**
 * Spec: "buyer review deadline", with no value given. Chosen: 30 days after the order is
 * delivered, the same span as the edit window, so a buyer has one month both to write and to
 * correct; it is the usual span on Vietnamese marketplaces.
 */
export const REVIEW_BUYER_DEADLINE_DAYS = 30;

/** What the review form sends. */
export const ReviewDraftSchema = z.object({
  rating: ReviewRatingSchema,
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
});
export type ReviewDraft = z.infer<typeof ReviewDraftSchema>;

/**
 * Checks a review (spec: at most 150 characters, a whole rating from 1 to 5). The text may be
 * empty: stars alone are a review. Returns the cleaned draft or every issue; never throws.
 */
export function reviewValidate(input: unknown): Validation<ReviewDraft> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const rating = fields['rating'];
  if (rating == null) issues.push(issue('rating', 'REVIEW.RATING_REQUIRED'));
  else if (!ReviewRatingSchema.safeParse(rating).success) {
    issues.push(issue('rating', 'REVIEW.RATING_INVALID', { min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX }));
  }
  const content = typeof fields['content'] === 'string' ? fields['content'].trim() : fields['content'];
  if (typeof content === 'string' && textLength(content) > REVIEW_CONTENT_MAX) {
    issues.push(issue('content', 'REVIEW.CONTENT_TOO_LONG', { max: REVIEW_CONTENT_MAX }));
  }
  const parsed = ReviewDraftSchema.safeParse({ ...fields, content });
  if (!parsed.success) issues.push(...fieldSchemaIssues(parsed.error.issues, issues, 'REVIEW.INVALID'));
  return issues.length > 0 || !parsed.success ? err(issues) : ok(parsed.data);
}

/**
 * Spec: one edit within 30 days. True while the review has not been edited and `now` is at
 * most 30 days (30 x 24 hours) after it was written, that last instant included.
 */
export function reviewCanEdit(review: Pick<Review, 'created_at' | 'edited_at'>, now: number): boolean {
  if (review.edited_at != null) return false;
  return now - review.created_at <= REVIEW_EDIT_WINDOW_DAYS * DAY_MS;
}

/** Whether the buyer may still review an order delivered at `deliveredAt` (REVIEW_BUYER_DEADLINE_DAYS). */
export function reviewCanWrite(deliveredAt: number, now: number): boolean {
  return Number.isFinite(deliveredAt) && Number.isFinite(now) && now - deliveredAt <= REVIEW_BUYER_DEADLINE_DAYS * DAY_MS;
}
