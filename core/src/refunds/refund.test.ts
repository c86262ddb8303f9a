import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeRefund } from '../testing/refunds-factories.js';
import { RefundSchema } from './refund.js';

describe('RefundSchema', () => {
  it('parses the factory refund and strips unknown fields', () => {
    const parsed = RefundSchema.safeParse({ ...makeRefund(), secret: 1 });
    expect(parsed.success).toBe(true);
    expect(parsed.success && 'secret' in parsed.data).toBe(false);
  });

  it.each(['_id', 'order_id', 'items', 'reason', 'amount', 'status', 'created_at'] as const)('fails without %s', (field) => {
    const refund: Record<string, unknown> = { ...makeRefund() };
    delete refund[field];
    expect(RefundSchema.safeParse(refund).success).toBe(false);
  });

  it('refuses a refund of no items and an unknown status', () => {
    expect(RefundSchema.safeParse(makeRefund({ items: [] })).success).toBe(false);
    expect(RefundSchema.safeParse({ ...makeRefund(), status: 'refunded' }).success).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => void RefundSchema.safeParse(value)));
  });
});
