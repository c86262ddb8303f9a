import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actorRoleArb, makeOrder, orderRecordArb } from '../testing/ordering-factories.js';
import { ORDER_STATUS_ID } from './order-status.js';
import { ORDER_ACTIONS } from './order-rules.js';
import type { OrderEvent } from './order.machine.js';
import { orderNext, orderStateValue, orderTransitionAllowed } from './order-next.js';

const eventArb = fc
  .record({
    type: fc.constantFrom(...ORDER_ACTIONS),
    role: actorRoleArb(),
    reason: fc.constantFrom('', '  ', 'Đổi ý'),
    waybill: fc.constantFrom('', 'GHN123'),
  })
  .map((event) => event as OrderEvent);

describe('orderStateValue', () => {
  it('nests the carrier status under shipping and delivered', () => {
    expect(orderStateValue({ status: 'shipping', carrier_status: 'delayed' })).toEqual({ shipping: 'delayed' });
    expect(orderStateValue({ status: 'delivered', carrier_status: 'reconciled' })).toEqual({ delivered: 'reconciled' });
    expect(orderStateValue({ status: 'pending_pickup', carrier_status: 'delayed' })).toBe('pending_pickup');
  });

  it('ignores a carrier status that does not belong to the status', () => {
    expect(orderStateValue({ status: 'shipping', carrier_status: 'settled' })).toBe('shipping');
    expect(orderStateValue({ status: 'delivered', carrier_status: 'delivered' })).toBe('delivered');
  });
});

describe('orderNext', () => {
  it('gives the fields to store after an allowed step', () => {
    const order = makeOrder({ status: 'pending_pickup' });
    expect(orderNext(order, { type: 'order.handOver', role: 'seller', waybill: 'GHN123' })).toEqual({
      ok: true,
      value: {
        status: 'shipping',
        status_id: ORDER_STATUS_ID.shipping,
        carrier_status: 'pickup_scheduled',
        cancelled_by: null,
        cancel_reason: null,
      },
    });
  });

  it('records who cancelled and why', () => {
    const result = orderNext(makeOrder({ status: 'pending_confirmation' }), { type: 'order.cancel', role: 'admin', reason: 'Nghi gian lận' });
    expect(result).toMatchObject({ ok: true, value: { status: 'cancelled', status_id: 7, cancelled_by: 'system', cancel_reason: 'Nghi gian lận' } });
  });

  it('keeps the buyer as the canceller when the seller accepts their request', () => {
    const order = makeOrder({ status: 'cancel_pending', cancelled_by: 'buyer', cancel_reason: 'Đổi ý' });
    expect(orderNext(order, { type: 'order.cancelAccept', role: 'seller' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancelled_by: 'buyer', cancel_reason: 'Đổi ý' },
    });
  });

  it('records an accepted cancel request as the buyer’s even if the stored order lost who asked', () => {
    const order = makeOrder({ status: 'cancel_pending', cancelled_by: null });
    expect(orderNext(order, { type: 'order.cancelAccept', role: 'seller' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancelled_by: 'buyer' },
    });
  });

  it('keeps the carrier’s last word on a closed order', () => {
    const order = makeOrder({ status: 'shipping', carrier_status: 'returned' });
    expect(orderNext(order, { type: 'order.cancel', role: 'system', reason: 'Hoàn hàng' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled', carrier_status: 'returned' },
    });
  });

  it.each([
    [makeOrder({ status: 'delivered', is_international: true }), { type: 'order.requestRefund', role: 'buyer' }, 'ORDER.INTERNATIONAL_NO_RETURN'],
    [makeOrder({ status: 'delivered' }), { type: 'order.requestRefund', role: 'seller' }, 'ORDER.ACTOR_NOT_ALLOWED'],
    [makeOrder({ status: 'pending_confirmation' }), { type: 'order.cancel', role: 'buyer', reason: ' ' }, 'ORDER.CANCEL_REASON_REQUIRED'],
    [makeOrder({ status: 'pending_approval' }), { type: 'order.cancel', role: 'seller', reason: 'Hết hàng' }, 'ORDER.ACTOR_NOT_ALLOWED'],
    [makeOrder({ status: 'delivered' }), { type: 'order.cancel', role: 'buyer', reason: 'Đổi ý' }, 'ORDER.TRANSITION_NOT_ALLOWED'],
    [makeOrder({ status: 'pending_pickup' }), { type: 'order.handOver', role: 'seller', waybill: '' }, 'ORDER.WAYBILL_REQUIRED'],
    [makeOrder({ status: 'pending_approval' }), { type: 'order.confirm', role: 'seller' }, 'ORDER.TRANSITION_NOT_ALLOWED'],
  ] as const)('refuses with a reason (%#)', (order, event, code) => {
    expect(orderNext(order, event as OrderEvent)).toEqual({ ok: false, error: code });
  });

  it('never throws, agrees with orderTransitionAllowed and stores a consistent carrier status', () => {
    fc.assert(
      fc.property(orderRecordArb(), eventArb, (record, event) => {
        const result = orderNext(record, event);
        expect(result.ok).toBe(orderTransitionAllowed(record, event));
        if (!result.ok) return;
        const { status, carrier_status, status_id } = result.value;
        expect(status_id).toBe(ORDER_STATUS_ID[status]);
        if (status === 'shipping' || status === 'delivered') expect(carrier_status).not.toBeNull();
        if (['pending_approval', 'pending_confirmation', 'pending_pickup', 'cancel_pending'].includes(status)) {
          expect(carrier_status).toBeNull();
        }
        if (status === 'cancelled') expect(result.value.cancelled_by).not.toBeNull();
      }),
    );
  });
});
