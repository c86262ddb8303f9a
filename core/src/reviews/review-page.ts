import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { ReviewSchema } from '../community/review.js';
import { ReviewRatingSchema, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../community/review.js';

/**
 * How a product's (or a shop's) reviews add up: how many, the mean rating rounded to one
 * decimal (0 when there are none), and how many of each star, one to five (`stars[0]` is 1 star).
 */
export const ReviewSummarySchema = z.object({
  count: CountSchema,
  average: z.number().check(z.gte(0), z.lte(REVIEW_RATING_MAX)),
  stars: z.array(CountSchema).check(z.length(REVIEW_RATING_MAX)),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** A page of reviews (newest first) with the summary of all of them. */
export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  page: z.number().check(z.int(), z.positive()),
  limit: z.number().check(z.int(), z.positive()),
  total: CountSchema,
  summary: ReviewSummarySchema,
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** What the buyer sends to review one delivered line of their order. */
export const ReviewCreateRequestSchema = z.object({
  order_item_id: IdSchema,
  rating: ReviewRatingSchema,
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
});
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequestSchema>;

/**
 * Most images on a review. The spec gives none; one row of thumbnails under a 150-character
 * text, the same five a community post may carry (section 9).
 */
export const REVIEW_IMAGES_MAX = 5;

const STAR_COUNT = REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1;

/** Largest count of one star taken as real: a database integer; beyond it the number is corrupt, not a count. */
const STAR_COUNT_MAX = 2 ** 31 - 1;

/**
 * The summary of reviews from how many there are of each star (`counts[0]` = 1 star). Counts
 * that are not whole, negative or beyond a database integer count as 0, missing stars as 0, extra entries are
 * ignored; the mean is rounded to one decimal, 0 when there are no reviews. Never throws.
 */
export function reviewSummaryFromCounts(counts: readonly number[]): ReviewSummary {
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => {
    const value = counts[index];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= STAR_COUNT_MAX ? value : 0;
  });
  const count = stars.reduce((sum, value) => sum + value, 0);
  const weighted = stars.reduce((sum, value, index) => sum + value * (index + REVIEW_RATING_MIN), 0);
  const average = count === 0 ? 0 : Math.round((weighted / count) * 10) / 10;
  return { count, average, stars };
}

/** The summary of a list of ratings (whole stars from 1 to 5; anything else is left out). */
export function reviewSummaryOf(ratings: readonly number[]): ReviewSummary {
  const counts = Array.from({ length: STAR_COUNT }, () => 0);
  for (const rating of ratings) {
    if (ReviewRatingSchema.safeParse(rating).success) counts[rating - REVIEW_RATING_MIN] = (counts[rating - REVIEW_RATING_MIN] ?? 0) + 1;
  }
  return reviewSummaryFromCounts(counts);
}
