import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFUND_SELLER_REPLY_HOURS, refundReplyDeadline, refundReplyOverdue } from './refund-deadline.js';

const HOUR = 3_600_000;

describe('refund reply deadline', () => {
  it('is 48 hours after the request', () => {
    expect(REFUND_SELLER_REPLY_HOURS).toBe(48);
    expect(refundReplyDeadline(0)).toBe(48 * HOUR);
  });

  it('is overdue only strictly after the deadline', () => {
    const t = 1_700_000_000_000;
    expect(refundReplyOverdue(t, t + 48 * HOUR)).toBe(false);
    expect(refundReplyOverdue(t, t + 48 * HOUR + 1)).toBe(true);
    expect(refundReplyOverdue(t, t + 47 * HOUR)).toBe(false);
  });

  it('stays overdue as time goes on', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (requestedAt, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (refundReplyOverdue(requestedAt, requestedAt + early)) expect(refundReplyOverdue(requestedAt, requestedAt + late)).toBe(true);
      }),
    );
  });
});
