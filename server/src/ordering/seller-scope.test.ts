import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, type Order, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import {
  expectError,
  guestToken,
  orderBody,
  orderOf,
  placeOk,
  refundOf,
  sellable,
  sellerToken,
  stockOf,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';

/** A seller acts on its own shop's part of a multi-shop order only (security issue, item 1). */
describe('a seller’s scope in a multi-shop order (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;
  let saigon: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const ok = (result: CallResult): Order => {
    if (result.status !== 200 && result.status !== 201) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
    return orderOf(result);
  };
  /** A two-shop order with a note to each seller; the tokens of buyer and both sellers. */
  const twoShopOrder = async () => {
    const buyer = await guestToken(app);
    const body = orderBody([{ probe: hanoi }, { probe: saigon }]);
    const shops = body.shops as { shop_id: string; seller_note?: string }[];
    for (const shop of shops) shop.seller_note = shop.shop_id === saigon.shopId ? 'Gói quà cho B, đừng ghi giá' : 'Ghi chú cho A';
    const { order } = await placeOk(app, buyer, body);
    return { order, buyer, sellerA: await sellerToken(app, hanoi.shopId), sellerB: await sellerToken(app, saigon.shopId) };
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    saigon = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 5 });
    for (const probe of [hanoi, saigon]) {
      if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
      await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    }
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('shows a seller its own shop’s lines, note and totals only', async () => {
    const { order, sellerA } = await twoShopOrder();
    const seen = ok(await call(app, 'GET', SELLER_API_PATHS.sellerOrder(order._id), { token: sellerA }));
    expect(seen.shops.map((part) => part.shop._id)).toEqual([hanoi.shopId]);
    expect(JSON.stringify(seen)).not.toContain('Gói quà cho B');
    expect(JSON.stringify(seen)).not.toContain(saigon.productId);
    const partA = order.shops.find((part) => part.shop._id === hanoi.shopId);
    expect(seen.total_order_payment).toBe(partA?.shop_total);
    expect(seen.totals?.payable).toBe(partA?.shop_total);
    // What a step answers is filtered the same way.
    const confirmed = ok(await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), sellerA));
    expect(confirmed.shops.map((part) => part.shop._id)).toEqual([hanoi.shopId]);
  });

  it('cancels only the seller’s own part; the order follows its parts', async () => {
    const { order, buyer, sellerA, sellerB } = await twoShopOrder();
    const [stockA, stockB] = [await stockOf(db, hanoi), await stockOf(db, saigon)];
    const cancelledA = ok(await post(SELLER_API_PATHS.sellerOrderCancel(order._id), sellerA, { reason: 'Hết hàng' }));
    expect(cancelledA).toMatchObject({ status: 'cancelled', cancelled_by: 'seller', cancel_reason: 'Hết hàng' });
    expect([await stockOf(db, hanoi), await stockOf(db, saigon)]).toEqual([stockA + 1, stockB]);

    const forBuyer = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
    expect(forBuyer.status).toBe('pending_confirmation');
    expect(forBuyer.shops.find((part) => part.shop._id === hanoi.shopId)).toMatchObject({ cancelled_by: 'seller', cancel_reason: 'Hết hàng' });
    expect(forBuyer.shops.find((part) => part.shop._id === saigon.shopId)?.cancelled_by ?? null).toBeNull();

    // Shop B's confirmation is all the order waits for now; A's part takes no more steps.
    expect(ok(await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), sellerB)).status).toBe('pending_pickup');
    expectError(await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), sellerA, { waybill: 'GHN-9' }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
    expect(ok(await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), sellerB, { waybill: 'GHN-2' })).status).toBe('shipping');
    // The stock of A's part went back once, not again.
    expect(await stockOf(db, hanoi)).toBe(stockA + 1);
  });

  it('cancels the order when the last live part is cancelled, giving back each part’s stock once', async () => {
    const { order, buyer, sellerA, sellerB } = await twoShopOrder();
    const [stockA, stockB] = [await stockOf(db, hanoi), await stockOf(db, saigon)];
    await post(SELLER_API_PATHS.sellerOrderCancel(order._id), sellerA, { reason: 'Hết hàng' });
    await post(SELLER_API_PATHS.sellerOrderCancel(order._id), sellerB, { reason: 'Nghỉ bán' });
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }))).toMatchObject({ status: 'cancelled', cancelled_by: 'seller' });
    expect([await stockOf(db, hanoi), await stockOf(db, saigon)]).toEqual([stockA + 1, stockB + 1]);
  });

  it('gives a return to the shop whose goods it holds; another shop’s seller does not find it', async () => {
    const { order, buyer, sellerA, sellerB } = await twoShopOrder();
    for (const seller of [sellerA, sellerB]) await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    for (const seller of [sellerA, sellerB]) await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-1' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);

    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi' }), 400, 'REFUND.REQUEST_ONE_SHOP');
    const lineB = order.shops.find((part) => part.shop._id === saigon.shopId)?.items[0]?._id ?? '';
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi', items: [{ order_item_id: lineB, quantity: 1 }] }));

    expectError(await call(app, 'GET', SELLER_API_PATHS.sellerRefund(refund._id), { token: sellerA }), 404, 'REFUND.NOT_FOUND');
    const rejection = { reason: 'Không đúng', images: ['/media/uploads/x.png'], email: 'a@modavi.vn' };
    expectError(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), sellerA, rejection), 404, 'REFUND.NOT_FOUND');
    expectError(await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), sellerA), 404, 'REFUND.NOT_FOUND');
    expect(ok(await call(app, 'GET', SELLER_API_PATHS.sellerOrder(order._id), { token: sellerA })).refund_id ?? null).toBeNull();

    expect(refundOf(await call(app, 'GET', SELLER_API_PATHS.sellerRefund(refund._id), { token: sellerB })).items.map((item) => item.order_item_id)).toEqual([lineB]);
    expect(refundOf(await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), sellerB)).status).toBe('shop_approved');
    expect(ok(await call(app, 'GET', SELLER_API_PATHS.sellerOrder(order._id), { token: sellerB })).refund_id).toBe(refund._id);
  });
});
