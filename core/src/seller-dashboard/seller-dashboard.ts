import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';
import type { OrderStatus } from '../ordering/order-status.js';

/**
 * Which of the shop's parts count as sales, by the status the seller sees. Left out: an order
 * still awaiting its online payment (pending_approval: not yet an order the seller can act on)
 * and a cancelled part. A part whose buyer asked to cancel or to return still counts: it was
 * sold, and the cancellation and refund rates report what happens to it next.
 */
export const DASHBOARD_SALES_STATUSES = [
  'pending_confirmation',
  'pending_pickup',
  'shipping',
  'delivered',
  'cancel_pending',
  'return_refund',
] as const satisfies readonly OrderStatus[];

/** How many best sellers the dashboard lists. */
export const DASHBOARD_TOP_PRODUCTS = 5;

/**
 * How many guests one place (the pseudonymous key of an address) may add to a shop's visitors
 * in a period (issue 24; spec silent). A guest's token is free, so fresh tokens from one place
 * would each count; a household or a mobile carrier's NAT shares one address, so a place still
 * counts a few. Accounts count one each.
 */
export const DASHBOARD_GUEST_VISITORS_PER_PLACE = 3;

const CountSchema = z.number().check(z.int(), z.nonnegative());
const RateSchema = z.number().check(z.gte(0), z.lte(1));

/** One best seller of the period: quantity sold and its sales (lines' price times quantity). */
export const DashboardTopProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  quantity: CountSchema,
  sales: VndSchema,
});
export type DashboardTopProduct = z.infer<typeof DashboardTopProductSchema>;

/** The seller's dashboard over one period (GET api/v1/seller/dashboard?from=&to=). */
export const SellerDashboardSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** Sum of the shop's part totals (shop_total) of the period's sales orders. */
  sales: VndSchema,
  /** The period's sales orders (the shop's parts in DASHBOARD_SALES_STATUSES). */
  orders: CountSchema,
  /** Distinct visitors who viewed one of the shop's products in the period. */
  visitors: CountSchema,
  /** Distinct buyers of the period's sales orders. */
  buyers: CountSchema,
  conversion: RateSchema,
  /** Cancelled parts over every part placed in the period (payment-pending ones aside). */
  cancellation_rate: RateSchema,
  /** Parts with a return request holding the shop's goods over every part placed in the period. */
  refund_rate: RateSchema,
  days: z.array(z.object({ day: z.string(), sales: VndSchema, orders: CountSchema })),
  top_products: z.array(DashboardTopProductSchema),
  /** Orders waiting for the seller now, whatever the period: the order list's tabs of the same names. */
  waiting: z.object({ pending_confirmation: CountSchema, pending_pickup: CountSchema, cancel_pending: CountSchema }),
  /** sellerOrderHandlingInactive at the time of the answer. */
  inactive: z.boolean(),
  /** Chat over the period (core's chatResponseStats): rate and median reply time; null when nothing was judged. */
  chat: z._default(
    z.object({
      conversations: CountSchema,
      answered: CountSchema,
      response_rate: z.nullable(RateSchema),
      response_time_minutes: z.nullable(z.number().check(z.nonnegative())),
    }),
    { conversations: 0, answered: 0, response_rate: null, response_time_minutes: null },
  ),
});
export type SellerDashboard = z.infer<typeof SellerDashboardSchema>;
