import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, type Order, ADMIN_API_PATHS, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import {
  adminToken,
  expectError,
  guestToken,
  orderBody,
  orderOf,
  placeOk,
  refundOf,
  sellable,
  sellerToken,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';

const PIXEL = 'https://tracker.example/pixel.gif';
const NOBODYS = `/media/uploads/${'f'.repeat(24)}.png`;

/** Review and return images are uploads of this server, the caller's own (security issue, item 4). */
describe('images a review or a return points at (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  /** An order of the probe the carrier delivered; `confirm` takes it to `delivered`. */
  const delivered = async (buyer: string, confirm: boolean): Promise<Order> => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }]));
    const seller = await sellerToken(app, probe.shopId);
    if (order.status === 'pending_approval') await post(ADMIN_API_PATHS.adminOrderApprove(order._id), await adminToken(app));
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-4' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    if (confirm) return orderOf(await post(API_PATHS.orderConfirmReceipt(order._id), buyer));
    return orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
  };
  const lineOf = (order: Order) => order.shops[0]?.items[0]?._id ?? '';

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
    await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('takes a review’s images only from the writer’s own uploads, on writing and on editing', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, true);
    const someoneElses = await uploadOnRecord(db, { token: await guestToken(app) });
    for (const image of [PIXEL, NOBODYS, someoneElses, '/media/uploads/../../etc.png']) {
      expectError(await post(API_PATHS.reviews, buyer, { order_item_id: lineOf(order), rating: 5, images: [image] }), 400, 'REVIEW.IMAGE_INVALID');
    }
    const own = await uploadOnRecord(db, { token: buyer });
    const created = await post(API_PATHS.reviews, buyer, { order_item_id: lineOf(order), rating: 5, images: [own] });
    expect(created.status).toBe(201);
    const reviewId = (created.body as { data: { _id: string } }).data._id;
    expectError(await call(app, 'PUT', API_PATHS.review(reviewId), { token: buyer, body: { rating: 4, images: [own, PIXEL] } }), 400, 'REVIEW.IMAGE_INVALID');
  });

  it('takes a return’s images only from the buyer’s own uploads, and a rejection’s only from uploads on record', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, false);
    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi', images: [PIXEL] }), 400, 'REFUND.REQUEST_IMAGE_INVALID');
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi', images: [await uploadOnRecord(db, { token: buyer })] }));

    const seller = await sellerToken(app, probe.shopId);
    const rejection = { reason: 'Hàng đã qua sử dụng', email: 'shop@modavi.vn' };
    expectError(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, { ...rejection, images: [PIXEL] }), 400, 'REFUND.REJECT_IMAGE_INVALID');
    expectError(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, { ...rejection, images: [NOBODYS] }), 400, 'REFUND.REJECT_IMAGE_INVALID');
    const evidence = await uploadOnRecord(db, { ownerId: 'shop-evidence' });
    expect(refundOf(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, { ...rejection, images: [evidence] })).status).toBe('shop_rejected');
  });
});
