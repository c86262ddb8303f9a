import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { OrderSchema } from './order.js';
import { SELLER_ORDER_TABS, type SellerOrderTab } from './seller-order-list-params.js';

const TabCountsSchema = z.object(
  Object.fromEntries(SELLER_ORDER_TABS.map((tab) => [tab, CountSchema])) as Record<SellerOrderTab, typeof CountSchema>,
);

/**
 * A page of the seller's orders (`GET api/v1/seller/orders`), newest first, each as the seller
 * may see it (core's orderSellerView), with every tab's count (the search and the dates apply to the counts too).
 */
export const SellerOrderPageSchema = z.object({
  items: z.array(OrderSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
  counts: TabCountsSchema,
});
export type SellerOrderPage = z.infer<typeof SellerOrderPageSchema>;

/** One order's outcome in a batch step: the order as the seller now sees it, or the refusal's code. */
export const SellerOrderBatchResultSchema = z.object({
  order_id: z.string(),
  ok: z.boolean(),
  error_code: z.nullish(z.string()),
  order: z.nullish(OrderSchema),
});
export type SellerOrderBatchResult = z.infer<typeof SellerOrderBatchResultSchema>;

/** What a batch confirm or hand-over answers: one result per order asked, in the order asked. */
export const SellerOrderBatchSchema = z.object({ results: z.array(SellerOrderBatchResultSchema) });
export type SellerOrderBatch = z.infer<typeof SellerOrderBatchSchema>;

/** One order of a batch hand-over and its waybill code. */
export interface SellerOrderHandOverItem {
  readonly id: string;
  readonly waybill: string;
}
