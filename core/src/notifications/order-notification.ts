import type { CancelledBy, CarrierStatus, OrderStatus } from '../ordering/order-status.js';
import type { NotificationType } from './notification-type.js';

/** Where an order stands: its status and what the carrier last reported. */
export interface OrderProgress {
  readonly status: OrderStatus;
  readonly carrier: CarrierStatus | null;
}

/** Whose inbox a notification is in: an account's as a buyer, or as the seller of its shop (the seller area's). */
export const NOTIFICATION_SIDES = ['buyer', 'seller'] as const;
export type NotificationSide = (typeof NOTIFICATION_SIDES)[number];

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
    // The platform refusing an order whose online payment never came is spec 4's "invalid order".
    if (after.status === 'cancelled' && before.status === 'pending_approval' && cancelledBy === 'system') return 'invalid_order';
    if (after.status === 'cancelled') return cancelledBy === 'buyer' ? null : 'order_cancelled';
    return null;
  }
  return after.carrier === 'delivered' && before.carrier !== 'delivered' ? 'order_carrier' : null;
}

/**
 * Spec 4's "cash back": an order whose cash-back voucher gave the buyer money back tells them so
 * when the carrier delivers it (the cash back is theirs once the goods arrive), beside the
 * delivery's own notice.
 */
export function orderCashBackNotification(before: OrderProgress, after: OrderProgress, cashBack: number): NotificationType | null {
  return cashBack > 0 && after.carrier === 'delivered' && before.carrier !== 'delivered' && before.status === after.status ? 'cash_back' : null;
}

/**
 * Which notification the sellers of an order's shops receive when it moves (spec section 4's
 * seller-side types), or null. An order is news to them when it waits for their confirmation
 * (a cash order at once, an online one once paid), when the buyer asks to cancel it or asks for a
 * return or refund, when it is cancelled by anyone but a seller (the seller knows their own),
 * and when the carrier delivered it (the sale is done; its income starts counting down, issue 28).
 */
export function orderSellerNotification(before: OrderProgress, after: OrderProgress, cancelledBy: CancelledBy | null): NotificationType | null {
  if (before.status === after.status) return after.carrier === 'delivered' && before.carrier !== 'delivered' ? 'order_carrier' : null;
  switch (after.status) {
    case 'pending_confirmation':
      return 'order_created';
    case 'cancel_pending':
      return 'order_cancelling';
    case 'return_refund':
      return 'refund_requested';
    case 'cancelled':
      return cancelledBy === 'seller' ? null : 'order_cancelled';
    default:
      return null;
  }
}
