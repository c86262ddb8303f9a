import type * as z from 'zod/mini';
import { pageSchema } from '../catalogue/product.js';
import { OrderSchema } from './order.js';

/** A page of the buyer's orders (`GET api/v1/mobile/orders`), newest first. */
export const OrderPageSchema = pageSchema(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
