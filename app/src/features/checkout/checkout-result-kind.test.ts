import { describe, expect, it } from 'vitest';
import { resultKind } from './checkout-result-kind';

describe('resultKind', () => {
  it('tells a cancelled order whose payment went back from one that was never paid', () => {
    expect(resultKind({ status: 'cancelled', payment_method: 'MOMO', payment_status: 'refunded' })).toBe('refunded');
    expect(resultKind({ status: 'cancelled', payment_method: 'MOMO', payment_status: 'cancelled' })).toBe('closed');
    expect(resultKind({ status: 'cancelled', payment_method: 'CASH', payment_status: 'cancelled' })).toBe('closed');
  });

  it('reads a live order as its payment stands', () => {
    expect(resultKind({ status: 'pending_confirmation', payment_method: 'CASH', payment_status: 'pending' })).toBe('placed');
    expect(resultKind({ status: 'pending_confirmation', payment_method: 'VNPAY', payment_status: 'paid' })).toBe('paid');
    expect(resultKind({ status: 'pending_approval', payment_method: 'VNPAY', payment_status: 'failed' })).toBe('failed');
    expect(resultKind({ status: 'pending_approval', payment_method: 'VNPAY', payment_status: 'pending' })).toBe('pending');
  });
});
