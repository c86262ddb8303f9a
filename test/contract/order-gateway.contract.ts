import { beforeEach, describe, expect, it } from 'vitest';
import { OrderSchema, RefundSchema, type OrderGateway } from '@modavi/core';

/** What an order gateway under test is handed: a fresh buyer with no orders, and ways to move the world. */
export interface OrderContractSubject {
  readonly gateway: OrderGateway;
  /** Places a cash-on-delivery order of one line for this buyer; answers its id (awaiting the seller's confirmation). */
  placeOrder(): Promise<string>;
  /** The seller confirms and hands the order over and the carrier delivers it. */
  deliver(orderId: string): Promise<void>;
  /** An order of another buyer. */
  strangerOrder(): Promise<string>;
  /** The URL of an image this buyer uploaded (a return's pictures must be the buyer's own uploads). */
  uploadedImage(): Promise<string>;
}

/**
 * The one behaviour every OrderGateway shares: the buyer's orders and returns as the
 * reference server keeps them, the lifecycle's refusals as typed errors with the server's codes.
 */
export function orderGatewayContract(name: string, subject: () => Promise<OrderContractSubject>) {
  describe(`OrderGateway contract: ${name}`, () => {
    let s: OrderContractSubject;
    beforeEach(async () => {
      s = await subject();
    });

    it('lists the reasons of each kind', async () => {
      const cancel = await s.gateway.reasonList('cancel');
      const refund = await s.gateway.reasonList('refund');
      expect(cancel.ok && cancel.value.length > 0 && cancel.value.every((reason) => reason.type === 'cancel')).toBe(true);
      expect(refund.ok && refund.value.length > 0 && refund.value.every((reason) => reason.type === 'refund')).toBe(true);
    });

    it('starts with no orders, then lists and reads a placed one', async () => {
      expect(await s.gateway.orderList()).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      const orderId = await s.placeOrder();
      const listed = await s.gateway.orderList({ tab: 'to_confirm' });
      expect(listed.ok && listed.value.items.map((order) => order._id)).toEqual([orderId]);
      expect(await s.gateway.orderList({ tab: 'shipping' })).toMatchObject({ ok: true, value: { total: 0 } });
      const read = await s.gateway.orderGet(orderId);
      expect(read.ok && OrderSchema.parse(read.value)).toMatchObject({ _id: orderId, status: 'pending_confirmation', payment_method: 'CASH' });
    });

    it('does not find unknown orders or other buyers’ orders', async () => {
      expect(await s.gateway.orderGet('0'.repeat(24))).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', errorCode: 'ORDER.NOT_FOUND' } });
      const theirs = await s.strangerOrder();
      expect(await s.gateway.orderGet(theirs)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', errorCode: 'ORDER.NOT_FOUND' } });
      expect(await s.gateway.orderCancel(theirs, 'Đổi ý')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    });

    it('cancels with a reason only, once', async () => {
      const orderId = await s.placeOrder();
      expect(await s.gateway.orderCancel(orderId, '  ')).toMatchObject({
        ok: false,
        error: { code: 'INVALID_REQUEST', errorCode: 'ORDER.CANCEL_REASON_REQUIRED' },
      });
      expect(await s.gateway.orderCancel(orderId, 'Đổi ý, không muốn mua nữa')).toMatchObject({
        ok: true,
        value: { status: 'cancelled', cancelled_by: 'buyer', cancel_reason: 'Đổi ý, không muốn mua nữa' },
      });
      expect(await s.gateway.orderCancel(orderId, 'again')).toMatchObject({
        ok: false,
        error: { code: 'CONFLICT', errorCode: 'ORDER.TRANSITION_NOT_ALLOWED' },
      });
    });

    it('confirms receipt only once the carrier has delivered', async () => {
      const orderId = await s.placeOrder();
      expect(await s.gateway.orderConfirmReceipt(orderId)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      await s.deliver(orderId);
      expect(await s.gateway.orderConfirmReceipt(orderId)).toMatchObject({ ok: true, value: { status: 'delivered' } });
    });

    it('needs no payment link for cash on delivery', async () => {
      const orderId = await s.placeOrder();
      expect(await s.gateway.orderPaymentLink(orderId)).toMatchObject({ ok: false, error: { code: 'CONFLICT', errorCode: 'ORDER.PAYMENT_NOT_NEEDED' } });
    });

    it('asks for a return, reads it and withdraws it', async () => {
      const orderId = await s.placeOrder();
      expect(await s.gateway.refundRequest(orderId, { reason: 'Hàng lỗi', images: [], email: null, items: [] })).toMatchObject({
        ok: false,
        error: { code: 'CONFLICT', errorCode: 'ORDER.TRANSITION_NOT_ALLOWED' },
      });
      await s.deliver(orderId);
      const asked = await s.gateway.refundRequest(orderId, { reason: 'Hàng bị lỗi', images: [await s.uploadedImage()], email: 'mai@modavi.vn', items: [] });
      if (!asked.ok) throw new Error(`refund request failed: ${JSON.stringify(asked.error)}`);
      expect(RefundSchema.parse(asked.value)).toMatchObject({ order_id: orderId, status: 'requested', reason: 'Hàng bị lỗi' });
      expect(await s.gateway.refundGet(asked.value._id)).toEqual({ ok: true, value: asked.value });
      const order = await s.gateway.orderGet(orderId);
      expect(order.ok && order.value).toMatchObject({ status: 'return_refund', refund_id: asked.value._id });
      expect(await s.gateway.refundCancel(asked.value._id)).toMatchObject({ ok: true, value: { status: 'buyer_cancelled' } });
      expect(await s.gateway.refundCancel(asked.value._id)).toMatchObject({ ok: false, error: { code: 'CONFLICT', errorCode: 'REFUND.TRANSITION_NOT_ALLOWED' } });
      expect(await s.gateway.refundGet('0'.repeat(24))).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', errorCode: 'REFUND.NOT_FOUND' } });
    });
  });
}
