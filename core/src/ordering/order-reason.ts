import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/**
 * The lists of reasons: a buyer's to cancel an order or to ask for a return/refund, and a
 * seller's to cancel its part of an order (out of stock, an address it cannot ship to...).
 */
export const ReasonTypeSchema = z.enum(['cancel', 'refund', 'seller_cancel']);
export type ReasonType = z.infer<typeof ReasonTypeSchema>;
export const REASON_TYPES = ReasonTypeSchema.options;

/**
 * One reason of `GET api/v1/public/reasons` (spec section 7), worded in the request's
 * language. The buyer's choice travels as its text, which is what the order keeps.
 */
export const ReasonSchema = z.object({
  _id: IdSchema,
  type: ReasonTypeSchema,
  name: z.string(),
});
export type Reason = z.infer<typeof ReasonSchema>;

/**
 * The seller's "other reason" (our reading: the spec shows a list and says a cancel needs a
 * reason): choosing it asks for the reason in the seller's own words, which the order keeps.
 */
export const SELLER_CANCEL_OTHER_REASON_ID = 'reason-seller-cancel-other';
