import { paymentMethodIsOnline, type Order } from '@modavi/core';

/** How the order stands for its buyer, as its status and payment status (the server's) say. */
export type ResultKind = 'placed' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'closed' | 'refunded';

/**
 * The result page's heading and text for an order. A cancelled order whose money went back
 * (paid and then cancelled, or paid at the gateway after it was cancelled: issue 24) says so.
 */
export function resultKind(order: Pick<Order, 'status' | 'payment_method' | 'payment_status'>): ResultKind {
  if (order.status === 'cancelled') return order.payment_status === 'refunded' ? 'refunded' : 'closed';
  if (!paymentMethodIsOnline(order.payment_method)) return 'placed';
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'failed') return 'failed';
  if (order.payment_status === 'cancelled') return 'cancelled';
  return order.status === 'pending_approval' ? 'pending' : 'paid';
}
