import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { ORDER_TABS, type OrderTab } from './order-tab-list.js';

/** The buyer's order list tabs (spec section 2), in screen order (order-tab-list.ts). */
export const OrderTabSchema = z.enum(ORDER_TABS);

/**
 * Tab of an order whose buyer asked to cancel while the seller prepares it. It could sit under
 * "cancelled" or stay under "preparing"; it stays under "preparing" because the seller may
 * decline and ship it, and a tab must not call an order cancelled that may still arrive.
 */
export const ORDER_TAB_OF_CANCEL_PENDING: OrderTab = 'preparing';

const TAB_OF: Readonly<Record<OrderStatus, OrderTab>> = {
  pending_approval: 'to_confirm',
  pending_confirmation: 'to_confirm',
  pending_pickup: 'preparing',
  cancel_pending: ORDER_TAB_OF_CANCEL_PENDING,
  shipping: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  return_refund: 'return_refund',
};

/** The tab an order of this status is listed under. */
export const orderTab = (status: OrderStatus): OrderTab => TAB_OF[status];

/** The statuses a tab lists, in status order (what a list query filters on). */
export const orderTabStatuses = (tab: OrderTab): readonly OrderStatus[] =>
  ORDER_STATUSES.filter((status) => TAB_OF[status] === tab);
