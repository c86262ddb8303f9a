import * as z from 'zod/mini';

/**
 * Spec section 4, in the spec's order: pending system approval, pending confirmation, pending
 * pickup/shipping (the seller prepares), shipping, delivered (completed), cancel pending
 * confirmation, cancelled, return/refund.
 */
export const OrderStatusSchema = z.enum([
  'pending_approval',
  'pending_confirmation',
  'pending_pickup',
  'shipping',
  'delivered',
  'cancel_pending',
  'cancelled',
  'return_refund',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const ORDER_STATUSES = OrderStatusSchema.options;

/**
 * The numeric `status_id` the API and the status history use. Stable: stored data depends on
 * them, so a new status gets a new number and none is ever renumbered. They follow the spec's
 * listing order, counted from 1.
 */
export const ORDER_STATUS_ID = {
  pending_approval: 1,
  pending_confirmation: 2,
  pending_pickup: 3,
  shipping: 4,
  delivered: 5,
  cancel_pending: 6,
  cancelled: 7,
  return_refund: 8,
} as const satisfies Readonly<Record<OrderStatus, number>>;
export type OrderStatusId = (typeof ORDER_STATUS_ID)[OrderStatus];

/**
 * Spec: "status 5 marks the time of a particular event; the last one wins". Two readings
 * depend on whether ids count from 0 (5 = cancel pending confirmation) or from 1 (5 =
 * delivered). Counted from 1, following the spec's own listing: the delivery time is the one
 * moment other rules hang on (return period, review deadline), and an order can be marked
 * delivered more than once after a failed attempt or a carrier resync, hence "the last one wins".
 */
export const ORDER_EVENT_TIME_STATUS_ID = ORDER_STATUS_ID.delivered;

const STATUS_OF_ID = new Map<number, OrderStatus>(ORDER_STATUSES.map((status) => [ORDER_STATUS_ID[status], status]));

/** The status of a numeric id, or null for an id this version does not know. */
export const orderStatusFromId = (id: number): OrderStatus | null => STATUS_OF_ID.get(id) ?? null;

/**
 * What the carrier reports while the order is `shipping` (spec section 4). `failed` is "cannot
 * pick up or deliver"; `compensation` is a compensation order (the carrier lost or damaged the parcel).
 */
export const CARRIER_SHIPPING_STATUSES = [
  'pickup_scheduled',
  'picked_up',
  'delivering',
  'delayed',
  'delivered',
  'not_delivered',
  'returned',
  'failed',
  'compensation',
] as const;
export type CarrierShippingStatus = (typeof CARRIER_SHIPPING_STATUSES)[number];

/** The carrier's settlement with the seller once the buyer has the goods (`delivered`). */
export const CARRIER_SETTLEMENT_STATUSES = ['unsettled', 'reconciled', 'settled'] as const;
export type CarrierSettlementStatus = (typeof CARRIER_SETTLEMENT_STATUSES)[number];

/** Every carrier state, one list: the shipping ones, then the settlement ones. */
export const CarrierStatusSchema = z.enum([...CARRIER_SHIPPING_STATUSES, ...CARRIER_SETTLEMENT_STATUSES]);
export type CarrierStatus = z.infer<typeof CarrierStatusSchema>;
export const CARRIER_STATUSES = CarrierStatusSchema.options;

/** Who cancelled an order (spec: system, seller, buyer). An admin's cancel counts as `system`. */
export const CancelledBySchema = z.enum(['system', 'seller', 'buyer']);
export type CancelledBy = z.infer<typeof CancelledBySchema>;
