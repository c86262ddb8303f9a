/** Reviews of purchased products: pages with their rating summary, the create request, the endpoints' codes. */
export {
  ReviewSummarySchema,
  ReviewPageSchema,
  ReviewCreateRequestSchema,
  REVIEW_IMAGES_MAX,
  reviewSummaryFromCounts,
  reviewSummaryOf,
  type ReviewSummary,
  type ReviewPage,
  type ReviewCreateRequest,
} from './review-page.js';
export { REVIEWS_ERRORS, type ReviewsErrorCode } from './reviews-errors.js';
export { ratingFormat } from './rating-format.js';
