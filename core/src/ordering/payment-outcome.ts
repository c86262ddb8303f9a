/**
 * The query flag a gateway appends to the app's return address: how the attempt ended. Without
 * a schema, for the checkout result route's address (part of every first visit, like the route tree).
 */
export const PAYMENT_OUTCOMES = ['success', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const PAYMENT_OUTCOME_PARAM = 'payment';

/** The outcome a value names, or null. */
export const paymentOutcomeRead = (value: unknown): PaymentOutcome | null =>
  (PAYMENT_OUTCOMES as readonly unknown[]).includes(value) ? (value as PaymentOutcome) : null;
