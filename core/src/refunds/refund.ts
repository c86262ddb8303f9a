import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { OrderItemProductSchema } from '../ordering/order.js';
import { RefundStatusSchema, ReturnShippingStatusSchema } from './refund-status.js';
import { RefundRejectionSchema } from './refund-rejection.js';

/** An order line the buyer sends back, and how many of it. */
export const RefundItemSchema = z.object({
  order_item_id: IdSchema,
  product: OrderItemProductSchema,
  quantity: z.number().check(z.int(), z.positive()),
  sale_price: VndSchema,
});
export type RefundItem = z.infer<typeof RefundItemSchema>;

/** One step of a refund's history; `action_time` is epoch ms. */
export const RefundHistoryEntrySchema = z.object({
  status: RefundStatusSchema,
  action_time: z.number().check(z.nonnegative()),
});
export type RefundHistoryEntry = z.infer<typeof RefundHistoryEntrySchema>;

/**
 * A return/refund request (spec sections 3-4): what the buyer sends back and why, with images
 * and a contact email, the amount to refund, where it stands and how it got there. Times are epoch ms.
 */
export const RefundSchema = z.object({
  _id: IdSchema,
  order_id: IdSchema,
  items: z.array(RefundItemSchema).check(z.minLength(1)),
  reason: z.string(),
  /** What happened, in the buyer's words. */
  description: z.nullish(z.string()),
  images: z._default(z.array(z.string()), []),
  email: z.nullish(z.string()),
  amount: VndSchema,
  status: RefundStatusSchema,
  /** Where the goods are on their way back, once the admin approved. */
  return_status: z.nullish(ReturnShippingStatusSchema),
  /** The shop's rejection, when it rejected. */
  rejection: z.nullish(RefundRejectionSchema),
  /** Why the admin refused the refund, when it did. */
  admin_reason: z.nullish(z.string()),
  history: z._default(z.array(RefundHistoryEntrySchema), []),
  created_at: z.number().check(z.nonnegative()),
});
export type Refund = z.infer<typeof RefundSchema>;
export type RefundId = Refund['_id'];
