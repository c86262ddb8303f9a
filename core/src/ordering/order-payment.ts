import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { PaymentMethodSchema } from './payment-method.js';
import { PAYMENT_OUTCOMES } from './payment-outcome.js';
import type { OrderStatus } from './order-status.js';

/**
 * Where an order's money stands. `pending`: not paid yet (cash on delivery until the carrier
 * collects it, or an online payment not completed); `failed` and `cancelled`: the last online
 * attempt was declined or abandoned (the buyer may ask for a new link); `paid`; `refunded`:
 * the order was paid online and then cancelled, so the money went back to the buyer.
 */
export const PaymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PAYMENT_STATUSES = PaymentStatusSchema.options;

/**
 * What buyer and seller read of an order's money: its payment status, or `not_due` for a
 * cash-on-delivery order cancelled before the carrier collected anything. Its payment was never
 * started, so the stored `cancelled` ("payment cancelled") would tell of a payment that never was.
 */
export type PaymentStatusShown = PaymentStatus | 'not_due';

export function orderPaymentShown(order: {
  readonly status: OrderStatus;
  readonly payment_method: z.infer<typeof PaymentMethodSchema>;
  readonly payment_status?: PaymentStatus | null | undefined;
}): PaymentStatusShown {
  const stored = order.payment_status ?? 'pending';
  if (order.payment_method === 'CASH' && order.status === 'cancelled' && (stored === 'pending' || stored === 'cancelled')) return 'not_due';
  return stored;
}

/** One online payment attempt and the link where the buyer completes it at the gateway. */
export const PaymentLinkSchema = z.object({
  _id: IdSchema,
  order_id: IdSchema,
  payment_method: PaymentMethodSchema,
  amount: VndSchema,
  status: PaymentStatusSchema,
  /** The gateway's page; absent once the attempt is settled. */
  url: z.nullish(z.string()),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** The query flag a gateway appends to the app's return address: how the attempt ended (payment-outcome.ts). */
export const PaymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);
