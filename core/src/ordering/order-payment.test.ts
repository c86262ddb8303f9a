import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderPaymentShown, PAYMENT_STATUSES } from './order-payment.js';
import { PAYMENT_METHODS } from './payment-method.js';
import { ORDER_STATUSES } from './order-status.js';

describe('orderPaymentShown', () => {
  it('tells a cancelled cash order that was never paid as nothing due, and every other order by its stored payment status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...PAYMENT_METHODS), fc.option(fc.constantFrom(...PAYMENT_STATUSES), { nil: undefined }), (status, method, stored) => {
        const shown = orderPaymentShown({ status, payment_method: method, payment_status: stored });
        const neverPaidCash = method === 'CASH' && status === 'cancelled' && (stored === undefined || stored === 'pending' || stored === 'cancelled');
        expect(shown).toBe(neverPaidCash ? 'not_due' : (stored ?? 'pending'));
      }),
    );
    // Issue 25: an unpaid cash order cancelled: not "payment cancelled".
    expect(orderPaymentShown({ status: 'cancelled', payment_method: 'CASH', payment_status: 'cancelled' })).toBe('not_due');
    // An online payment abandoned or refunded keeps its word.
    expect(orderPaymentShown({ status: 'cancelled', payment_method: 'MOMO', payment_status: 'cancelled' })).toBe('cancelled');
    expect(orderPaymentShown({ status: 'cancelled', payment_method: 'VNPAY', payment_status: 'refunded' })).toBe('refunded');
  });
});
