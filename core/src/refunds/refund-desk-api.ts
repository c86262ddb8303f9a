import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { RefundSchema } from './refund.js';
import { MoneyBackSchema } from '../payments/money-back.js';
import { REFUND_LIST_TABS, REFUND_QUEUE_FILTERS, type RefundListTab, type RefundQueueFilter } from './refund-list-params.js';

/**
 * A refund as the seller's list and the admin's queue show it: the refund with the buyer's
 * name (masked, as core masks a buyer for a seller) and the shop.
 */
export const RefundDeskItemSchema = z.extend(RefundSchema, {
  buyer_name: z.nullish(z.string()),
  shop_id: z.nullish(z.string()),
  shop_name: z.nullish(z.string()),
  /** The admin's review only: the money given back on the refund's order so far (issue 27). */
  money_back: z.nullish(z.array(MoneyBackSchema)),
});
export type RefundDeskItem = z.infer<typeof RefundDeskItemSchema>;

const countsOf = <Key extends string>(keys: readonly Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, CountSchema])) as Record<Key, typeof CountSchema>);

/** A page of the seller's refunds (`GET api/v1/seller/refunds`), newest first, with every tab's count under the same search. */
export const SellerRefundPageSchema = z.object({
  items: z.array(RefundDeskItemSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
  counts: countsOf<RefundListTab>(REFUND_LIST_TABS),
});
export type SellerRefundPage = z.infer<typeof SellerRefundPageSchema>;

/** A page of the admin's refund queue (`GET api/v1/cms-admin/refunds`), oldest first, with every filter's count. */
export const AdminRefundPageSchema = z.object({
  items: z.array(RefundDeskItemSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
  counts: countsOf<RefundQueueFilter>(REFUND_QUEUE_FILTERS),
});
export type AdminRefundPage = z.infer<typeof AdminRefundPageSchema>;
