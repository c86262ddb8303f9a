import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CancelledBySchema, ORDER_STATUSES } from '../ordering/order-status.js';
import { orderBuyerNotification } from './order-notification.js';

describe('order notification for the buyer', () => {
  it('tells the seller’s and carrier’s steps', () => {
    expect(orderBuyerNotification('pending_confirmation', 'pending_pickup', null)).toBe('order_accept');
    expect(orderBuyerNotification('pending_pickup', 'shipping', null)).toBe('order_shipped');
    expect(orderBuyerNotification('shipping', 'delivered', null)).toBe('order_carrier');
    expect(orderBuyerNotification('pending_confirmation', 'cancelled', 'seller')).toBe('order_cancelled');
    expect(orderBuyerNotification('pending_confirmation', 'cancelled', 'system')).toBe('order_cancelled');
  });

  it('never tells the buyer what the buyer did, nor a status that did not move', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    const by = fc.option(fc.constantFrom(...CancelledBySchema.options), { nil: null });
    fc.assert(
      fc.property(status, by, (same, who) => {
        expect(orderBuyerNotification(same, same, who)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(status, (before) => {
        expect(orderBuyerNotification(before, 'cancelled', 'buyer')).toBeNull();
        expect(orderBuyerNotification(before, 'cancel_pending', null)).toBeNull();
        expect(orderBuyerNotification(before, 'return_refund', null)).toBeNull();
      }),
    );
  });
});
