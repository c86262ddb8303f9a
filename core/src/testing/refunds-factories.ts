/**
 * Test factories for refunds: deterministic defaults a test overrides where it matters,
 * e.g. `makeRefund({ status: 'shop_rejected' })`.
 */
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { REFUND_STATUSES, RETURN_SHIPPING_STATUSES } from '../refunds/refund-status.js';
import type { Refund, RefundItem } from '../refunds/refund.js';
import type { RefundRejection } from '../refunds/refund-rejection.js';
import type { RefundRecord } from '../refunds/refund-next.js';
import { makeOrderItem } from './ordering-factories.js';

/** 2023-11-14 22:13:20 UTC: a fixed "now" for refund tests. */
export const REFUND_REQUESTED_AT = 1_700_000_000_000;

/** The default order line (makeOrderItem) sent back whole. */
export const makeRefundItem = (overrides: Partial<RefundItem> = {}): RefundItem => {
  const { _id, product, quantity, sale_price } = makeOrderItem();
  return { order_item_id: _id, product, quantity, sale_price, ...overrides };
};

/** A buyer's request for one line of order-1, just sent. */
export const makeRefund = (overrides: Partial<Refund> = {}): Refund => ({
  _id: 'refund-1',
  order_id: 'order-1',
  items: [makeRefundItem()],
  reason: 'Sản phẩm không đúng mô tả',
  images: ['https://cdn.modavi.test/refunds/refund-1-1.jpg'],
  email: 'lan.nguyen@example.vn',
  amount: vnd(450_000),
  status: 'requested',
  return_status: null,
  rejection: null,
  history: [{ status: 'requested', action_time: REFUND_REQUESTED_AT }],
  created_at: REFUND_REQUESTED_AT,
  ...overrides,
});

/** A complete, valid shop rejection. */
export const makeRefundRejection = (overrides: Partial<RefundRejection> = {}): RefundRejection => ({
  reason: 'Sản phẩm đã qua sử dụng, mất tem mác',
  images: ['https://cdn.modavi.test/refunds/evidence-1.jpg'],
  email: 'shop@aodai.vn',
  ...overrides,
});

/** Any stored refund lifecycle fields, consistent or not. */
export const refundRecordArb = (): fc.Arbitrary<RefundRecord> =>
  fc.record({
    status: fc.constantFrom(...REFUND_STATUSES),
    return_status: fc.constantFrom(null, undefined, ...RETURN_SHIPPING_STATUSES),
    created_at: fc.constant(REFUND_REQUESTED_AT),
  });
