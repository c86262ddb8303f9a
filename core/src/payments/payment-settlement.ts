import type { PaymentReportOutcome } from './gateway-report.js';

/** An online payment attempt's own status, as the platform has recorded it. */
export type PaymentAttemptStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** What the platform knows of an attempt and its order when a gateway's report arrives. */
export interface PaymentAttemptView {
  readonly status: PaymentAttemptStatus;
  /**
   * The attempt was closed by the platform without a word from the gateway: its order was
   * cancelled (by the buyer, the seller, the payment time-out or a closing group-buy room), or
   * the buyer asked for a new link. The buyer may still be on the gateway's page, and the
   * gateway may still take the money.
   */
  readonly voided: boolean;
  /** The order still waits for this money: pending approval and not paid by another attempt. */
  readonly orderWaiting: boolean;
}

/**
 * What a gateway's report does to an attempt:
 * - `paid`: the order gets its money (and goes on to the seller), also through an attempt the
 *   platform had closed when the buyer asked for a new link (the newer one is then closed);
 * - `late_refund`: the gateway took money for an order that no longer waits for it (cancelled
 *   meanwhile, or already paid through another attempt): it is recorded as paid after the
 *   cancel and refunded at once, like a paid order that is cancelled;
 * - `unpaid`: the gateway took nothing (declined or given up); the attempt ends `failed` or
 *   `cancelled` and the order, if it still waits, may be paid again;
 * - `kept`: the gateway had already reported on this attempt (a repeated notification), or
 *   reports nothing taken for an attempt the platform had closed: nothing changes.
 */
export type PaymentSettlement =
  | { readonly kind: 'paid' }
  | { readonly kind: 'late_refund' }
  | { readonly kind: 'unpaid'; readonly status: 'failed' | 'cancelled' }
  | { readonly kind: 'kept' };

/**
 * Decides what a gateway's report does (see PaymentSettlement). A gateway reports success only
 * after it has taken the buyer's money, so a success for an attempt the gateway has not yet
 * reported on always ends paid or refunded: money is never kept for a cancelled order.
 */
export function paymentSettlement(attempt: PaymentAttemptView, outcome: PaymentReportOutcome): PaymentSettlement {
  const open = attempt.status === 'pending' || (attempt.status === 'cancelled' && attempt.voided);
  if (!open) return { kind: 'kept' };
  if (outcome === 'approve') return attempt.orderWaiting ? { kind: 'paid' } : { kind: 'late_refund' };
  if (attempt.status !== 'pending') return { kind: 'kept' };
  return { kind: 'unpaid', status: outcome === 'decline' ? 'failed' : 'cancelled' };
}
