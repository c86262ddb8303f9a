import type { CancelledBy, CarrierStatus, OrderStatus } from '../ordering/order-status.js';
import type { NotificationType } from './notification-type.js';

/** Where an order stands: its status and what the carrier last reported. */
export interface OrderProgress {
  readonly status: OrderStatus;
  readonly carrier: CarrierStatus | null;
}

/**
 * Which notification a buyer receives when an order moves from `before` to `after` (spec
 * section 4's order types), or null: a step the buyer took themselves (a cancel or a cancel
 * request, a refund request, a receipt) tells them nothing new, and a step that changed
 * nothing sends nothing. The carrier's delivery is the "carrier" notification; the order's
 * later move to delivered (the buyer's receipt, or the automatic one) is not news.
 */
export function orderBuyerNotification(before: OrderProgress, after: OrderProgress, cancelledBy: CancelledBy | null): NotificationType | null {
  if (before.status !== after.status) {
    if (after.status === 'pending_pickup') return 'order_accept';
    if (after.status === 'shipping') return 'order_shipped';
    if (after.status === 'cancelled') return cancelledBy === 'buyer' ? null : 'order_cancelled';
    return null;
  }
  return after.carrier === 'delivered' && before.carrier !== 'delivered' ? 'order_carrier' : null;
}
