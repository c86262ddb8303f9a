import * as z from 'zod/mini';
import { OrderSchema } from '../ordering/order.js';
import { PaymentLinkSchema } from '../ordering/order-payment.js';

/**
 * What placing an order answers (`POST api/v1/mobile/orders`): the order, and for an online
 * payment method the gateway link the buyer must follow to pay.
 */
export const OrderPlacementSchema = z.object({
  order: OrderSchema,
  payment: z.nullish(PaymentLinkSchema),
});
export type OrderPlacement = z.infer<typeof OrderPlacementSchema>;
