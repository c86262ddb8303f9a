import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSettlement, type PaymentAttemptStatus, type PaymentAttemptView } from './payment-settlement.js';
import type { PaymentReportOutcome } from './gateway-report.js';

const STATUSES: readonly PaymentAttemptStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];
const OUTCOMES: readonly PaymentReportOutcome[] = ['approve', 'decline', 'cancel'];
const attempts = fc.record<PaymentAttemptView>({ status: fc.constantFrom(...STATUSES), voided: fc.boolean(), orderWaiting: fc.boolean() });
const outcomes = fc.constantFrom(...OUTCOMES);

describe('paymentSettlement', () => {
  it('money the gateway took for an attempt it had not reported on is either the order’s or refunded', () => {
    fc.assert(
      fc.property(attempts, (attempt) => {
        const notReported = attempt.status === 'pending' || (attempt.status === 'cancelled' && attempt.voided);
        const kind = paymentSettlement(attempt, 'approve').kind;
        if (notReported) expect(['paid', 'late_refund']).toContain(kind);
        else expect(kind).toBe('kept');
      }),
    );
  });

  it('an order that no longer waits never becomes paid; a waiting one is paid by any attempt not yet reported on', () => {
    fc.assert(
      fc.property(attempts, outcomes, (attempt, outcome) => {
        const kind = paymentSettlement(attempt, outcome).kind;
        if (kind === 'paid') expect(attempt.orderWaiting).toBe(true);
        const open = attempt.status === 'pending' || (attempt.status === 'cancelled' && attempt.voided);
        if (attempt.orderWaiting && open && outcome === 'approve') expect(kind).toBe('paid');
      }),
    );
  });

  it('a report of nothing taken never pays nor refunds, and only ends a pending attempt', () => {
    fc.assert(
      fc.property(attempts, fc.constantFrom<PaymentReportOutcome>('decline', 'cancel'), (attempt, outcome) => {
        const settled = paymentSettlement(attempt, outcome);
        if (attempt.status === 'pending') expect(settled).toEqual({ kind: 'unpaid', status: outcome === 'decline' ? 'failed' : 'cancelled' });
        else expect(settled).toEqual({ kind: 'kept' });
      }),
    );
  });

  it('the cases the outside tester saw: a success after the order was cancelled is refunded', () => {
    expect(paymentSettlement({ status: 'cancelled', voided: true, orderWaiting: false }, 'approve')).toEqual({ kind: 'late_refund' });
    // The gateway itself said the buyer gave up: a later success for the same attempt is a repeat.
    expect(paymentSettlement({ status: 'cancelled', voided: false, orderWaiting: false }, 'approve')).toEqual({ kind: 'kept' });
    // The buyer asked for a new link, then paid on the old page: the order is paid by it.
    expect(paymentSettlement({ status: 'cancelled', voided: true, orderWaiting: true }, 'approve')).toEqual({ kind: 'paid' });
    // A second attempt paid for an order another attempt had paid: the second payment goes back.
    expect(paymentSettlement({ status: 'pending', voided: false, orderWaiting: false }, 'approve')).toEqual({ kind: 'late_refund' });
  });
});
