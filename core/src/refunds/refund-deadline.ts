import { HOUR_MS } from '../format/epoch-ms.js';

/**
 * Spec section 9: a new seller replies to a refund request within 48 hours. The spec gives no
 * other window, so this one applies to every seller.
 */
export const REFUND_SELLER_REPLY_HOURS = 48;

/** The moment (epoch ms) by which the seller must have answered a request made at `requestedAt`. */
export const refundReplyDeadline = (requestedAt: number): number => requestedAt + REFUND_SELLER_REPLY_HOURS * HOUR_MS;

/** True once the seller's time to answer has run out (the deadline itself still counts as in time). */
export const refundReplyOverdue = (requestedAt: number, now: number): boolean => now > refundReplyDeadline(requestedAt);
