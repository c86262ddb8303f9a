import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, type Order, SELLER_API_PATHS, DEV_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import {
  adminToken,
  guestToken,
  orderBody,
  orderOf,
  placeOk,
  refundOf,
  sandboxApprove,
  sellable,
  sellerToken,
  stockOf,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';

/** The money and the goods after a purchase goes back: refunds of cancelled paid orders, restock on completed returns. */
describe('money and stock going back (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const payApprove = (paymentId: string) => sandboxApprove(app, paymentId);
  const refundsOf = (orderId: string) =>
    db.query<{ cause: string; amount: number; refund_id: string | null }>('SELECT cause, amount, refund_id FROM payment_refunds WHERE order_id = $1', [orderId]);
  const soldOf = async () => (await db.query<{ sold: number }>('SELECT sold FROM products WHERE id = $1', [probe.productId]))[0]?.sold ?? -1;

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 10 });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('refunds an order paid online when it is cancelled, and only once', async () => {
    const buyer = await guestToken(app);
    const placed = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }], { payment_method: 'VNPAY' }));
    expect(placed.payment).not.toBeNull();
    await payApprove(placed.payment?._id ?? '');
    const paid = orderOf(await call(app, 'GET', API_PATHS.order(placed.order._id), { token: buyer }));
    expect(paid).toMatchObject({ status: 'pending_confirmation', payment_status: 'paid' });

    const cancelled = orderOf(await post(API_PATHS.orderCancel(paid._id), buyer, { reason: 'Đổi ý' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'buyer', payment_status: 'refunded' });
    expect(await refundsOf(paid._id)).toEqual([{ cause: 'order_cancelled', amount: paid.total_order_payment, refund_id: null }]);
    const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [placed.payment?._id]);
    expect(payment?.status).toBe('refunded');
  });

  it('refunds a paid order the seller cancels; an unpaid online or cash order has nothing to refund', async () => {
    const buyer = await guestToken(app);
    const placed = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }], { payment_method: 'MOMO' }));
    await payApprove(placed.payment?._id ?? '');
    const seller = await sellerToken(app, probe.shopId);
    expect(orderOf(await post(SELLER_API_PATHS.sellerOrderCancel(placed.order._id), seller, { reason: 'Hết hàng' }))).toMatchObject({
      cancelled_by: 'seller',
      payment_status: 'refunded',
    });

    const unpaid = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }], { payment_method: 'MOMO' }));
    expect(orderOf(await post(API_PATHS.orderCancel(unpaid.order._id), buyer, { reason: 'Đổi ý' })).payment_status).toBe('cancelled');
    const cash = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }]));
    expect(orderOf(await post(API_PATHS.orderCancel(cash.order._id), buyer, { reason: 'Đổi ý' })).payment_status).toBe('cancelled');
    expect(await refundsOf(unpaid.order._id)).toEqual([]);
    expect(await refundsOf(cash.order._id)).toEqual([]);
  });

  it('puts the returned units back in stock and records the money when the admin completes a return', async () => {
    const buyer = await guestToken(app);
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity: 3 }]));
    const seller = await sellerToken(app, probe.shopId);
    const admin = await adminToken(app);
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-9' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    const delivered: Order = orderOf(await post(API_PATHS.orderConfirmReceipt(order._id), buyer));
    const stockBefore = await stockOf(db, probe);
    const soldBefore = await soldOf();

    const item = delivered.shops[0]?.items[0];
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Sai size', items: [{ order_item_id: item?._id, quantity: 2 }] }));
    await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), seller);
    await post(ADMIN_API_PATHS.adminRefundApprove(refund._id), admin);
    await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined);
    await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined);
    await post(SELLER_API_PATHS.sellerRefundReceive(refund._id), seller);
    // Received by the shop but not completed: nothing is back on sale yet.
    expect(await stockOf(db, probe)).toBe(stockBefore);

    expect(refundOf(await post(ADMIN_API_PATHS.adminRefundComplete(refund._id), admin)).status).toBe('admin_completed');
    expect(await stockOf(db, probe)).toBe(stockBefore + 2);
    expect(await soldOf()).toBe(soldBefore - 2);
    expect(await refundsOf(order._id)).toEqual([{ cause: 'return_completed', amount: refund.amount, refund_id: refund._id }]);

    // A second completion is refused by the machine and moves nothing.
    expect((await post(ADMIN_API_PATHS.adminRefundComplete(refund._id), admin)).status).toBe(409);
    expect(await stockOf(db, probe)).toBe(stockBefore + 2);
  });

  it('does not restock a return the admin rejected', async () => {
    const buyer = await guestToken(app);
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }]));
    const seller = await sellerToken(app, probe.shopId);
    const admin = await adminToken(app);
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-10' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Không thích' }));
    const stockBefore = await stockOf(db, probe);
    await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), seller);
    expect(refundOf(await post(ADMIN_API_PATHS.adminRefundReject(refund._id), admin, { reason: 'Hàng không lỗi' })).status).toBe('admin_rejected');
    expect(await stockOf(db, probe)).toBe(stockBefore);
    expect(await refundsOf(order._id)).toEqual([]);
  });
});
