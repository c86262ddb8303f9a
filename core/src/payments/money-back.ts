import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';

/** Why money goes back to the buyer. */
export const MoneyBackCauseSchema = z.enum(['order_cancelled', 'part_cancelled', 'return_completed', 'late_payment']);

/**
 * Where a refund stands: `pending` (being sent to the gateway that took the money, tried again
 * until it answers), `refunded` (the gateway took it; `reference` is its number), `refused`
 * (the gateway said no: the platform's staff take it up), `manual` (nothing was paid online:
 * cash on delivery is paid back by the platform directly), `recorded` (from before refunds went
 * through the gateways).
 */
export const MoneyBackStatusSchema = z.enum(['recorded', 'pending', 'refunded', 'refused', 'manual']);

/** One refund of an order's money, as the buyer and the admin see it on the order. */
export const MoneyBackSchema = z.object({
  cause: MoneyBackCauseSchema,
  amount: VndSchema,
  status: MoneyBackStatusSchema,
  reference: z.nullish(z.string()),
  created_at: z.number(),
});
export type MoneyBack = z.infer<typeof MoneyBackSchema>;
