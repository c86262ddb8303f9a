import type { RefundStatus } from '../refunds/refund-status.js';
import type { NotificationType } from './notification-type.js';

/** Who is told about a refund's step: the buyer who asked, and the seller of the shop whose goods it holds. */
export interface RefundNotifications {
  readonly buyer: NotificationType | null;
  readonly seller: NotificationType | null;
}

const NONE: RefundNotifications = { buyer: null, seller: null };

/**
 * Spec section 4's refund steps, each told to whoever did not take it: the buyer hears every
 * decision on their request (and that it was sent); the seller hears of a new request (the
 * order's own step tells it: `order-notification`), a request the buyer withdrew, and the
 * admin's decisions and the completion, which are not theirs. Nobody is told of their own step.
 */
export function refundNotifications(before: RefundStatus | null, after: RefundStatus): RefundNotifications {
  if (before === after) return NONE;
  switch (after) {
    case 'requested':
      // The seller hears of it through the order's return_refund step.
      return { buyer: 'refund_requested', seller: null };
    case 'buyer_cancelled':
      return { buyer: null, seller: 'refund_cancelled' };
    case 'shop_approved':
      return { buyer: 'refund_shop_approved', seller: null };
    case 'shop_rejected':
      return { buyer: 'refund_shop_rejected', seller: null };
    case 'admin_approved':
      return { buyer: 'refund_admin_approved', seller: 'refund_admin_approved' };
    case 'admin_rejected':
      return { buyer: 'refund_admin_rejected', seller: 'refund_admin_rejected' };
    case 'shop_received':
      return { buyer: 'refund_shop_received', seller: null };
    case 'admin_completed':
      return { buyer: 'refund_completed', seller: 'refund_completed' };
  }
}
