import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES } from './refund-status.js';
import {
  REFUND_SELLER_LABEL_MESSAGES,
  REFUND_SELLER_LABELS,
  REFUND_SELLER_STEPS,
  refundSellerLabel,
  refundSellerStep,
} from './refund-labels.js';

describe('refundSellerLabel', () => {
  it('gives each status its own label, using every label of the spec', () => {
    const labels = REFUND_STATUSES.map(refundSellerLabel);
    expect(new Set(labels).size).toBe(REFUND_STATUSES.length);
    expect([...labels].sort()).toEqual([...REFUND_SELLER_LABELS].sort());
  });

  it.each([
    ['requested', 'need_handling'],
    ['shop_approved', 'awaiting_admin_review'],
    ['admin_approved', 'awaiting_return'],
    ['shop_received', 'money_transferring'],
    ['admin_completed', 'refunded'],
    ['shop_rejected', 'rejected'],
    ['admin_rejected', 'closed'],
    ['buyer_cancelled', 'buyer_cancelled'],
  ] as const)('%s reads %s', (status, label) => {
    expect(refundSellerLabel(status)).toBe(label);
  });
});

describe('refundSellerStep', () => {
  it('never goes back along the main path', () => {
    const path = ['requested', 'shop_approved', 'admin_approved', 'shop_received', 'admin_completed'] as const;
    const indexes = path.map((status) => REFUND_SELLER_STEPS.indexOf(refundSellerStep(status) as never));
    expect(indexes).toEqual([0, 1, 1, 2, 3]);
  });

  it('shows no progress for refunds closed without paying', () => {
    expect(refundSellerStep('buyer_cancelled')).toBeNull();
    expect(refundSellerStep('admin_rejected')).toBeNull();
  });
});

describe('REFUND_SELLER_LABEL_MESSAGES', () => {
  it('has words in both locales for every label and step', () => {
    for (const code of [...REFUND_SELLER_LABELS, ...REFUND_SELLER_STEPS]) {
      expect(REFUND_SELLER_LABEL_MESSAGES[code].vi.length).toBeGreaterThan(0);
      expect(REFUND_SELLER_LABEL_MESSAGES[code].kr.length).toBeGreaterThan(0);
    }
    expect(Object.keys(REFUND_SELLER_LABEL_MESSAGES)).toHaveLength(12);
  });
});
