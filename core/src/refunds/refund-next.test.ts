import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actorRoleArb } from '../testing/ordering-factories.js';
import { makeRefund, makeRefundRejection, refundRecordArb } from '../testing/refunds-factories.js';
import { refundReplyDeadline } from './refund-deadline.js';
import { REFUND_ACTIONS } from './refund-rules.js';
import type { RefundEvent } from './refund.machine.js';
import { refundBuyerMayCancel, refundNext, refundStateValue, refundTransitionAllowed } from './refund-next.js';

describe('refundStateValue', () => {
  it('nests the return status under admin_approved only', () => {
    expect(refundStateValue({ status: 'admin_approved', return_status: 'arrived' })).toEqual({ admin_approved: 'arrived' });
    expect(refundStateValue({ status: 'shop_received', return_status: 'arrived' })).toBe('shop_received');
  });
});

describe('refundNext', () => {
  it('stores the cleaned rejection', () => {
    const result = refundNext(makeRefund(), { type: 'refund.shopReject', role: 'seller', rejection: makeRefundRejection({ email: ' shop@aodai.vn ' }) });
    expect(result).toMatchObject({ ok: true, value: { status: 'shop_rejected', return_status: null, rejection: { email: 'shop@aodai.vn' } } });
  });

  it('keeps the stored rejection through the admin’s review', () => {
    const rejection = makeRefundRejection();
    const result = refundNext(makeRefund({ status: 'shop_rejected', rejection }), { type: 'refund.adminApprove', role: 'admin' });
    expect(result).toEqual({ ok: true, value: { status: 'admin_approved', return_status: 'awaiting_pickup', rejection } });
  });

  it.each([
    [makeRefund(), { type: 'refund.shopReject', role: 'seller', rejection: makeRefundRejection({ email: 'x' }) }, 'REFUND.REJECT_EMAIL_INVALID'],
    [makeRefund(), { type: 'refund.shopReject', role: 'seller', rejection: {} }, 'REFUND.REJECT_REASON_REQUIRED'],
    [makeRefund(), { type: 'refund.shopApprove', role: 'buyer' }, 'REFUND.ACTOR_NOT_ALLOWED'],
    [makeRefund(), { type: 'refund.replyOverdue', role: 'system', at: makeRefund().created_at }, 'REFUND.REPLY_NOT_OVERDUE'],
    [makeRefund({ status: 'shop_received' }), { type: 'refund.cancel', role: 'buyer' }, 'REFUND.TRANSITION_NOT_ALLOWED'],
  ] as const)('refuses with a reason (%#)', (refund, event, code) => {
    expect(refundNext(refund, event as RefundEvent)).toEqual({ ok: false, error: code });
  });

  it('never throws and agrees with refundTransitionAllowed', () => {
    const eventArb = fc
      .record({
        type: fc.constantFrom(...REFUND_ACTIONS),
        role: actorRoleArb(),
        rejection: fc.oneof(fc.constant(makeRefundRejection()), fc.anything()),
        at: fc.oneof(fc.constant(refundReplyDeadline(makeRefund().created_at) + 1), fc.double()),
      })
      .map((event) => event as RefundEvent);
    fc.assert(
      fc.property(refundRecordArb(), eventArb, (record, event) => {
        const result = refundNext(record, event);
        expect(result.ok).toBe(refundTransitionAllowed(record, event));
        if (result.ok) expect(result.value.return_status !== null).toBe(result.value.status === 'admin_approved');
      }),
    );
  });
});

describe('refundBuyerMayCancel', () => {
  it('is true until the goods are on their way back', () => {
    expect(refundBuyerMayCancel({ status: 'requested' })).toBe(true);
    expect(refundBuyerMayCancel({ status: 'admin_approved', return_status: 'awaiting_pickup' })).toBe(true);
    expect(refundBuyerMayCancel({ status: 'admin_approved', return_status: 'returning' })).toBe(false);
    expect(refundBuyerMayCancel({ status: 'admin_completed' })).toBe(false);
  });
});
