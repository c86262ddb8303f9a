import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFUND_REQUEST_DESCRIPTION_MAX, REFUND_REQUEST_IMAGES_MAX, RefundRequestSchema, refundRequestValidate } from './refund-request.js';

const codes = (input: unknown) => {
  const result = refundRequestValidate(input);
  return result.ok ? [] : result.error.map((found) => `${found.field}:${found.code}`);
};

describe('refundRequestValidate', () => {
  it('never throws and what it accepts the schema accepts', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = refundRequestValidate(input);
        if (result.ok) expect(RefundRequestSchema.safeParse(result.value).success).toBe(true);
      }),
    );
  });

  it('needs a reason only; cleans what it keeps', () => {
    expect(refundRequestValidate({ reason: '  Hàng lỗi  ' })).toEqual({ ok: true, value: { reason: 'Hàng lỗi', images: [], email: null, items: [], description: null } });
    expect(codes({})).toEqual(['reason:REFUND.REQUEST_REASON_REQUIRED']);
  });

  it('keeps a description up to REFUND_REQUEST_DESCRIPTION_MAX characters', () => {
    const fits = refundRequestValidate({ reason: 'x', description: ` ${'ữ'.repeat(REFUND_REQUEST_DESCRIPTION_MAX)} ` });
    expect(fits.ok && fits.value.description).toBe('ữ'.repeat(REFUND_REQUEST_DESCRIPTION_MAX));
    expect(codes({ reason: 'x', description: 'a'.repeat(REFUND_REQUEST_DESCRIPTION_MAX + 1) })).toEqual(['description:REFUND.REQUEST_DESCRIPTION_TOO_LONG']);
  });

  it('lists every other problem: images, email, lines', () => {
    const images = Array.from({ length: REFUND_REQUEST_IMAGES_MAX + 1 }, (_, index) => (index === 0 ? ' ' : `https://cdn/${index}.jpg`));
    expect(
      codes({
        reason: 'x',
        images,
        email: 'no-at-sign',
        items: [{ order_item_id: 'a', quantity: 1 }, { order_item_id: 'a', quantity: 2 }, { order_item_id: 'b', quantity: 0 }, { quantity: 1 }],
      }),
    ).toEqual([
      'images:REFUND.REQUEST_IMAGES_TOO_MANY',
      'images.0:REFUND.REJECT_IMAGE_INVALID',
      'email:REFUND.REQUEST_EMAIL_INVALID',
      'items.1:REFUND.REQUEST_ITEMS_INVALID',
      'items.2:REFUND.REQUEST_ITEMS_INVALID',
      'items.3:REFUND.REQUEST_ITEMS_INVALID',
    ]);
  });
});
