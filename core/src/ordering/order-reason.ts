import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/** Reasons a buyer picks from: to cancel an order, or to ask for a return/refund. */
export const ReasonTypeSchema = z.enum(['cancel', 'refund']);
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
