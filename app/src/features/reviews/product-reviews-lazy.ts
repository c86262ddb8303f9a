/** The words of the reviews (a lazy locale bundle). */
export const REVIEWS_BUNDLE = 'reviews';

/** The product page's reviews section: its own chunk. */
export const productReviewsImport = () => import('./ProductReviews');
