import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { CommunityAuthorSchema } from './community-author.js';

/** Spec: a review holds at most 150 characters and a whole-star rating from 1 to 5. */
export const REVIEW_CONTENT_MAX = 150;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

export const ReviewRatingSchema = z.number().check(z.int(), z.gte(REVIEW_RATING_MIN), z.lte(REVIEW_RATING_MAX));

/** A buyer's review of a purchased product. `edited_at` is set once the single edit is used. */
export const ReviewSchema = z.object({
  _id: IdSchema,
  product_id: IdSchema,
  author: z.nullish(CommunityAuthorSchema),
  rating: ReviewRatingSchema,
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
  created_at: EpochMsSchema,
  edited_at: z.nullish(EpochMsSchema),
  /** The order line reviewed, the shop that sold it and what was bought (shown with the review). */
  order_item_id: z.nullish(IdSchema),
  shop_id: z.nullish(IdSchema),
  product_name: z.nullish(z.string()),
  variant_name: z.nullish(z.string()),
});
export type Review = z.infer<typeof ReviewSchema>;
