import * as z from 'zod/mini';

/**
 * Spec section 4, in the spec's order: buyer request sent, cancelled by buyer, shop approved,
 * shop rejected, admin approved, admin rejected, shop received, admin completed. The order of
 * the list is read as the order of the steps: the admin reviews the shop's decision before the
 * goods come back, and completes (pays) after the shop received them.
 */
export const RefundStatusSchema = z.enum([
  'requested',
  'buyer_cancelled',
  'shop_approved',
  'shop_rejected',
  'admin_approved',
  'admin_rejected',
  'shop_received',
  'admin_completed',
]);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;
export const REFUND_STATUSES = RefundStatusSchema.options;

/** Statuses after which nothing happens to the refund any more. */
export const REFUND_CLOSED_STATUSES = ['buyer_cancelled', 'admin_rejected', 'admin_completed'] as const satisfies readonly RefundStatus[];

/** Where the returned goods are once the admin approved: the carrier's part of a refund. */
export const ReturnShippingStatusSchema = z.enum(['awaiting_pickup', 'returning', 'arrived']);
export type ReturnShippingStatus = z.infer<typeof ReturnShippingStatusSchema>;
export const RETURN_SHIPPING_STATUSES = ReturnShippingStatusSchema.options;
