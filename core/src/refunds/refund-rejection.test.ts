import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeRefundRejection } from '../testing/refunds-factories.js';
import { REFUND_REJECTION_REASON_MAX, refundAdminReasonValidate, refundRejectionValidate } from './refund-rejection.js';

const codes = (input: unknown) => {
  const result = refundRejectionValidate(input);
  return result.ok ? [] : result.error.map((i) => i.code);
};

describe('refundRejectionValidate', () => {
  it('accepts a complete rejection and trims it', () => {
    const result = refundRejectionValidate({ reason: '  Hàng đã qua sử dụng ', images: [' a.jpg'], email: ' shop@aodai.vn ' });
    expect(result).toEqual({ ok: true, value: { reason: 'Hàng đã qua sử dụng', images: ['a.jpg'], email: 'shop@aodai.vn' } });
  });

  it('lists every missing part at once', () => {
    expect(codes({})).toEqual(['REFUND.REJECT_REASON_REQUIRED', 'REFUND.REJECT_IMAGES_REQUIRED', 'REFUND.REJECT_EMAIL_REQUIRED']);
    expect(codes(null)).toHaveLength(3);
  });

  it('names the blank image by its position', () => {
    const result = refundRejectionValidate(makeRefundRejection({ images: ['a.jpg', '  '] }));
    expect(result).toEqual({ ok: false, error: [{ field: 'images.1', code: 'REFUND.REJECT_IMAGE_INVALID', params: { position: 2 } }] });
  });

  it.each(['shop', 'shop@', '@aodai.vn', 'shop@aodai', 'shop@aodai.v', 'sh op@aodai.vn', 'shop@@aodai.vn', `${'a'.repeat(250)}@x.vn`])(
    'refuses the email %s',
    (email) => {
      expect(codes(makeRefundRejection({ email }))).toEqual(['REFUND.REJECT_EMAIL_INVALID']);
    },
  );

  it.each(['shop@aodai.vn', 'lan.nguyen+refund@mail.example.com.vn'])('accepts the email %s', (email) => {
    expect(refundRejectionValidate(makeRefundRejection({ email })).ok).toBe(true);
  });

  it('never throws, and any accepted value has every part', () => {
    const partArb = fc.oneof(fc.anything(), fc.string(), fc.array(fc.oneof(fc.string(), fc.anything())), fc.constant('a@b.vn'));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ reason: partArb, images: partArb, email: partArb })), (input) => {
        const result = refundRejectionValidate(input);
        if (!result.ok) return;
        expect(result.value.reason).not.toBe('');
        expect(result.value.images.length).toBeGreaterThan(0);
        expect(result.value.email).toContain('@');
      }),
    );
  });
});

describe('refundAdminReasonValidate', () => {
  it('needs a reason within the limit and answers it trimmed', () => {
    expect(refundAdminReasonValidate('  ')).toEqual({ ok: false, error: [{ field: 'reason', code: 'REFUND.ADMIN_REASON_REQUIRED' }] });
    expect(refundAdminReasonValidate(' Hàng giả ')).toEqual({ ok: true, value: 'Hàng giả' });
    const long = refundAdminReasonValidate('x'.repeat(REFUND_REJECTION_REASON_MAX + 1));
    expect(long.ok ? null : long.error[0]?.code).toBe('REFUND.REJECT_REASON_TOO_LONG');
  });
});
