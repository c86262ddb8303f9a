import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vnd } from '../money/money.js';
import { makeShop } from '../testing/factories.js';
import { makeOrder, makeOrderItem, makeOrderShop } from '../testing/ordering-factories.js';
import { orderPartCancellable, orderPartsCatchUp, orderPartsProgress, orderSellerStatus, orderSellerView, type OrderPart } from './order-parts.js';
import { ORDER_STATUSES } from './order-status.js';

const part = (overrides: Partial<OrderPart> = {}): OrderPart => ({ confirmed: false, handed_over: false, cancelled: false, ...overrides });

describe('orderPartsProgress: the order follows its shops’ parts', () => {
  it('is cancelled once no part is live, and a cancelled part does not hold the others back', () => {
    expect(orderPartsProgress([part({ cancelled: true }), part({ cancelled: true })])).toBe('cancelled');
    expect(orderPartsProgress([part({ cancelled: true }), part({ confirmed: true })])).toBe('confirmed');
    expect(orderPartsProgress([part({ cancelled: true }), part({ confirmed: true, handed_over: true })])).toBe('handed_over');
    expect(orderPartsProgress([part({ confirmed: true }), part()])).toBe('open');
  });

  it('never runs ahead of a live part (property)', () => {
    const partArb = fc.record({ confirmed: fc.boolean(), handed_over: fc.boolean(), cancelled: fc.boolean() });
    fc.assert(
      fc.property(fc.array(partArb, { minLength: 1, maxLength: 6 }), (parts) => {
        const progress = orderPartsProgress(parts);
        const live = parts.filter((one) => !one.cancelled);
        if (progress === 'confirmed') expect(live.every((one) => one.confirmed)).toBe(true);
        if (progress === 'handed_over') expect(live.every((one) => one.handed_over)).toBe(true);
        expect(progress === 'cancelled').toBe(live.length === 0);
      }),
    );
  });

  it('names the step that brings the order to its parts', () => {
    expect(orderPartsCatchUp('pending_confirmation', 'confirmed')).toBe('order.confirm');
    expect(orderPartsCatchUp('pending_confirmation', 'open')).toBeNull();
    expect(orderPartsCatchUp('pending_pickup', 'handed_over')).toBe('order.handOver');
    expect(orderPartsCatchUp('cancel_pending', 'cancelled')).toBe('order.cancel');
    expect(orderPartsCatchUp('cancelled', 'cancelled')).toBeNull();
  });

  it('lets a seller cancel a part until it is handed over', () => {
    expect(orderPartCancellable(part({ confirmed: true }))).toBe(true);
    expect(orderPartCancellable(part({ handed_over: true }))).toBe(false);
    expect(orderPartCancellable(part({ cancelled: true }))).toBe(false);
  });
});

describe('orderSellerView: a seller sees its own shop’s part only', () => {
  const shopA = makeShop({ _id: 'shop-a' });
  const shopB = makeShop({ _id: 'shop-b' });
  const totals = (payable: number) => ({
    subtotal: vnd(payable), discount: vnd(0), voucher: vnd(0), shipping_fee: vnd(0), shipping_discount: vnd(0), cash_back: vnd(0), payable: vnd(payable),
  });
  const order = makeOrder({
    shops: [
      makeOrderShop({ shop: shopA, seller_note: 'A note', shop_total: vnd(100_000), totals: totals(100_000) }),
      makeOrderShop({ shop: shopB, seller_note: 'B secret', shop_total: vnd(900_000), items: [makeOrderItem({ _id: 'b-line' })], totals: totals(900_000) }),
    ],
    total_order_payment: vnd(1_000_000),
    vouchers: [
      { code: 'A10', name: 'A', kind: 'shop', amount: vnd(10_000), shop_id: 'shop-a' },
      { code: 'B10', name: 'B', kind: 'shop', amount: vnd(10_000), shop_id: 'shop-b' },
      { code: 'CHAO100K', name: 'P', kind: 'product_discount', amount: vnd(100_000), shop_id: null },
    ],
    refund_id: 'refund-1',
  });

  it('keeps only the shop’s lines, note, totals and vouchers, and a return of other goods out', () => {
    const view = orderSellerView(order, 'shop-a', 'shop-b');
    expect(view?.shops.map((shop) => shop.shop._id)).toEqual(['shop-a']);
    expect(JSON.stringify(view)).not.toContain('B secret');
    expect(JSON.stringify(view)).not.toContain('b-line');
    expect(view).toMatchObject({ total_order_payment: 100_000, totals: { payable: 100_000, platform_vouchers: 0 }, refund_id: null });
    expect(view?.vouchers?.map((voucher) => voucher.code)).toEqual(['A10']);
    expect(orderSellerView(order, 'shop-b', 'shop-b')?.refund_id).toBe('refund-1');
    expect(orderSellerView(order, 'shop-c', null)).toBeNull();
  });

  it('shows a part its seller cancelled as a cancelled order while the others go on', () => {
    const cancelledA = { ...order, status: 'pending_pickup' as const, shops: order.shops.map((shop, index) => (index === 0 ? { ...shop, cancelled_by: 'seller' as const, cancel_reason: 'Hết hàng' } : shop)) };
    expect(orderSellerView(cancelledA, 'shop-a', null)).toMatchObject({ status: 'cancelled', cancelled_by: 'seller', cancel_reason: 'Hết hàng' });
    expect(orderSellerView(cancelledA, 'shop-b', null)).toMatchObject({ status: 'pending_pickup', cancelled_by: null });
  });
});

describe('orderSellerStatus: a seller sees its own part’s step', () => {
  it('moves a confirmed part to the pickup and a handed-over part to shipping, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), fc.boolean(), (status, confirmed, handed_over) => {
        const seen = orderSellerStatus(status, { confirmed, handed_over });
        const waiting = status === 'pending_confirmation' || status === 'pending_pickup';
        if (waiting && handed_over) expect(seen).toBe('shipping');
        else if (status === 'pending_confirmation' && confirmed) expect(seen).toBe('pending_pickup');
        else expect(seen).toBe(status);
      }),
    );
  });
});
