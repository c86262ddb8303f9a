import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARRIER_STATUSES, CancelledBySchema, ORDER_STATUSES } from '../ordering/order-status.js';
import { orderBuyerNotification, orderCashBackNotification, orderSellerNotification, type OrderProgress } from './order-notification.js';
import { notificationText } from './notification-text.js';

const at = (status: OrderProgress['status'], carrier: OrderProgress['carrier'] = null): OrderProgress => ({ status, carrier });

describe('order notification for the buyer', () => {
  it('tells the seller’s and carrier’s steps', () => {
    expect(orderBuyerNotification(at('pending_confirmation'), at('pending_pickup'), null)).toBe('order_accept');
    expect(orderBuyerNotification(at('pending_pickup'), at('shipping', 'pickup_scheduled'), null)).toBe('order_shipped');
    expect(orderBuyerNotification(at('shipping', 'delivering'), at('shipping', 'delivered'), null)).toBe('order_carrier');
    expect(orderBuyerNotification(at('pending_confirmation'), at('cancelled'), 'seller')).toBe('order_cancelled');
    expect(orderBuyerNotification(at('pending_confirmation'), at('cancelled'), 'system')).toBe('order_cancelled');
    // An online order the platform cancels because its payment never came is "invalid" (spec 4).
    expect(orderBuyerNotification(at('pending_approval'), at('cancelled'), 'system')).toBe('invalid_order');
  });

  it('tells the cash back once, when the carrier delivers an order that earned one, in both languages', () => {
    expect(orderCashBackNotification(at('shipping', 'delivering'), at('shipping', 'delivered'), 15_000)).toBe('cash_back');
    expect(orderCashBackNotification(at('shipping', 'delivering'), at('shipping', 'delivered'), 0)).toBeNull();
    expect(orderCashBackNotification(at('shipping', 'delivered'), at('shipping', 'delivered'), 15_000)).toBeNull();
    for (const type of ['cash_back', 'invalid_order'] as const) {
      expect(notificationText(type, { code: 'MDV7', amount: '15.000đ' }, 'vi').content).toContain('MDV7');
      expect(notificationText(type, { code: 'MDV7', amount: '15.000đ' }, 'kr').title).not.toBe('Notification');
    }
  });

  it('never tells the buyer what the buyer did, nor a step that changed nothing', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    const carrier = fc.option(fc.constantFrom(...CARRIER_STATUSES), { nil: null });
    const by = fc.option(fc.constantFrom(...CancelledBySchema.options), { nil: null });
    fc.assert(
      fc.property(status, carrier, by, (same, report, who) => {
        expect(orderBuyerNotification(at(same, report), at(same, report), who)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(status, carrier, (before, report) => {
        expect(orderBuyerNotification(at(before, report), at('cancelled', report), 'buyer')).toBeNull();
        if (before !== 'cancel_pending') expect(orderBuyerNotification(at(before, report), at('cancel_pending', report), null)).toBeNull();
        if (before !== 'return_refund') expect(orderBuyerNotification(at(before, report), at('return_refund', report), null)).toBeNull();
        if (before !== 'delivered') expect(orderBuyerNotification(at(before, 'delivered'), at('delivered', 'delivered'), null)).toBeNull();
      }),
    );
  });
});

describe('order notification for the sellers', () => {
  it('tells a new order to confirm, a cancel request, a refund request and a cancel by someone else', () => {
    expect(orderSellerNotification(at('pending_approval'), at('pending_confirmation'), null)).toBe('order_created');
    expect(orderSellerNotification(at('pending_pickup'), at('cancel_pending'), 'buyer')).toBe('order_cancelling');
    expect(orderSellerNotification(at('delivered', 'delivered'), at('return_refund', 'delivered'), null)).toBe('refund_requested');
    expect(orderSellerNotification(at('pending_confirmation'), at('cancelled'), 'buyer')).toBe('order_cancelled');
    expect(orderSellerNotification(at('shipping', 'failed'), at('cancelled', 'failed'), 'system')).toBe('order_cancelled');
    expect(orderSellerNotification(at('shipping', 'delivering'), at('shipping', 'delivered'), null)).toBe('order_carrier');
  });

  it('never tells a seller their own cancel, nor a step that changed nothing but the carrier’s delivery', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    const carrier = fc.option(fc.constantFrom(...CARRIER_STATUSES), { nil: null });
    const by = fc.option(fc.constantFrom(...CancelledBySchema.options), { nil: null });
    fc.assert(
      fc.property(status, carrier, carrier, by, (same, report, later, who) => {
        const told = orderSellerNotification(at(same, report), at(same, later), who);
        expect(told).toBe(later === 'delivered' && report !== 'delivered' ? 'order_carrier' : null);
        if (same !== 'cancelled') expect(orderSellerNotification(at(same, report), at('cancelled', later), 'seller')).toBeNull();
      }),
    );
  });
});
