import type { CancelledBy, OrderStatus } from '../ordering/order-status.js';
import type { NotificationType } from './notification-type.js';

/**
 * Which notification a buyer receives when an order moves from `before` to `after` (spec
 * section 4's order types), or null: a step the buyer took themselves (a cancel or a cancel
 * request, a refund request, a receipt) tells them nothing new, and a status that did not change
 * sends nothing.
 */
export function orderBuyerNotification(before: OrderStatus, after: OrderStatus, cancelledBy: CancelledBy | null): NotificationType | null {
  if (before === after) return null;
  switch (after) {
    case 'pending_pickup':
      return 'order_accept';
    case 'shipping':
      return 'order_shipped';
    case 'delivered':
      // A receipt the buyer confirmed after delivery is not news; the carrier's delivery is.
      return before === 'shipping' ? 'order_carrier' : null;
    case 'cancelled':
      return cancelledBy === 'buyer' ? null : 'order_cancelled';
    default:
      return null;
  }
}
