import { HOUR_MS, MINUTE_MS } from '../format/epoch-ms.js';
import { refundReplyDeadline } from './refund-deadline.js';

/** What the seller's reply countdown shows: the time left, whole hours and minutes, or that it ran out. */
export interface RefundReplyCountdown {
  /** The deadline (epoch ms). */
  readonly deadline: number;
  /** Milliseconds left, never below 0. */
  readonly remainingMs: number;
  readonly hours: number;
  /** Minutes past the whole hours (0-59), rounded up so a seller never sees 0 while time is left. */
  readonly minutes: number;
  readonly overdue: boolean;
}

/**
 * Spec 9: a new seller answers a refund request within 48 hours. The countdown from the request
 * time (`requestedAt`, epoch ms) to `now` (the clock's), as the detail page shows it.
 */
export function refundReplyCountdown(requestedAt: number, now: number): RefundReplyCountdown {
  const deadline = refundReplyDeadline(requestedAt);
  // A request time ahead of the clock (a skewed device) shows the whole window, never more.
  const remainingMs = Math.min(deadline - requestedAt, Math.max(0, deadline - now));
  const totalMinutes = Math.ceil(remainingMs / MINUTE_MS);
  return {
    deadline,
    remainingMs,
    hours: Math.floor(totalMinutes / (HOUR_MS / MINUTE_MS)),
    minutes: totalMinutes % (HOUR_MS / MINUTE_MS),
    overdue: now > deadline,
  };
}
