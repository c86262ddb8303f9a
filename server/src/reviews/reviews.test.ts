import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { API_PATHS, DAY_MS, envelopeSchema, ReviewPageSchema, ReviewSchema, type Order, ADMIN_API_PATHS, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import {
  adminToken,
  expectError,
  guestToken,
  orderBody,
  orderOf,
  placeOk,
  sellable,
  sellerToken,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';

const ReviewEnvelope = envelopeSchema(ReviewSchema);
const ReviewPageEnvelope = envelopeSchema(ReviewPageSchema);
const ReviewListEnvelope = envelopeSchema(z.array(ReviewSchema));

describe('reviews of purchased products (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  let now = Date.now();

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });

  /** An order of `probe` taken to `delivered` (receipt confirmed) unless `confirm` is false. */
  const deliveredOrder = async (buyer: string, confirm = true): Promise<Order> => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }]));
    const seller = await sellerToken(app, probe.shopId);
    if (order.status === 'pending_approval') await post(ADMIN_API_PATHS.adminOrderApprove(order._id), await adminToken(app));
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-7' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    if (confirm) return orderOf(await post(API_PATHS.orderConfirmReceipt(order._id), buyer));
    return orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
  };
  const itemOf = (order: Order) => order.shops[0]?.items[0]?._id ?? '';

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
    await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    now = Date.now();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lets the buyer review a delivered line once, shows it on the product and the shop with the summary', async () => {
    const buyer = await guestToken(app);
    const order = await deliveredOrder(buyer);
    expect(order.status).toBe('delivered');
    const photo = await uploadOnRecord(db, { token: buyer });
    const created = await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(order), rating: 4, content: '  Vải mềm, đúng mô tả  ', images: [photo] });
    expect(created.status).toBe(201);
    const review = ReviewEnvelope.parse(created.body).data;
    expect(review).toMatchObject({ rating: 4, content: 'Vải mềm, đúng mô tả', images: [photo], edited_at: null, product_id: probe.productId, shop_id: probe.shopId });

    expectError(await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(order), rating: 5 }), 409, 'REVIEW.ALREADY_WRITTEN');

    const productPage = ReviewPageEnvelope.parse((await call(app, 'GET', API_PATHS.productReviews(probe.productId))).body).data;
    expect(productPage.items.map((item) => item._id)).toContain(review._id);
    expect(productPage.summary.count).toBe(productPage.total);
    expect(productPage.summary.stars[3]).toBeGreaterThanOrEqual(1);
    const shopPage = ReviewPageEnvelope.parse((await call(app, 'GET', API_PATHS.shopReviews(probe.shopId))).body).data;
    expect(shopPage.items.map((item) => item._id)).toContain(review._id);

    const mine = ReviewListEnvelope.parse((await call(app, 'GET', API_PATHS.orderReviews(order._id), { token: buyer })).body).data;
    expect(mine.map((item) => item._id)).toEqual([review._id]);
    expectError(await call(app, 'GET', API_PATHS.orderReviews(order._id), { token: await guestToken(app) }), 404, 'ORDER.NOT_FOUND');
  });

  it('allows one edit within 30 days, and no other buyer edits it', async () => {
    const buyer = await guestToken(app);
    const order = await deliveredOrder(buyer);
    const review = ReviewEnvelope.parse((await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(order), rating: 2, content: 'Chưa ưng' })).body).data;
    expectError(await call(app, 'PUT', API_PATHS.review(review._id), { token: await guestToken(app), body: { rating: 5 } }), 404, 'REVIEW.NOT_FOUND');
    expectError(await call(app, 'PUT', API_PATHS.review(review._id), { token: buyer, body: { rating: 9 } }), 400, 'REVIEW.RATING_INVALID');
    const edited = await call(app, 'PUT', API_PATHS.review(review._id), { token: buyer, body: { rating: 5, content: 'Đổi size xong rất vừa' } });
    expect(edited.status).toBe(200);
    expect(ReviewEnvelope.parse(edited.body).data).toMatchObject({ rating: 5, content: 'Đổi size xong rất vừa' });
    expect(ReviewEnvelope.parse(edited.body).data.edited_at).toEqual(expect.any(Number));
    expectError(await call(app, 'PUT', API_PATHS.review(review._id), { token: buyer, body: { rating: 4 } }), 409, 'REVIEW.EDIT_NOT_ALLOWED');

    const other = await deliveredOrder(buyer);
    const late = ReviewEnvelope.parse((await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(other), rating: 3 })).body).data;
    await db.query(`UPDATE reviews SET created_at = to_timestamp($2::float8 / 1000) WHERE id = $1`, [late._id, now - 31 * DAY_MS]);
    expectError(await call(app, 'PUT', API_PATHS.review(late._id), { token: buyer, body: { rating: 4 } }), 409, 'REVIEW.EDIT_NOT_ALLOWED');
  });

  it("keeps the product's and the shop's rating equal to the average of their reviews, edits included", async () => {
    const ratingsOf = async () => {
      const [row] = await db.query<{ product: number; shop: number; product_avg: number; shop_avg: number }>(
        `SELECT p.rating AS product, s.rating AS shop,
           (SELECT round(avg(rating)::numeric, 1)::float8 FROM reviews WHERE product_id = p.id) AS product_avg,
           (SELECT round(avg(rating)::numeric, 1)::float8 FROM reviews WHERE shop_id = s.id) AS shop_avg
         FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = $1`,
        [probe.productId],
      );
      return row;
    };
    const buyer = await guestToken(app);
    const review = ReviewEnvelope.parse((await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(await deliveredOrder(buyer)), rating: 1 })).body).data;
    const afterCreate = await ratingsOf();
    expect(afterCreate?.product).toBe(afterCreate?.product_avg);
    expect(afterCreate?.shop).toBe(afterCreate?.shop_avg);
    await call(app, 'PUT', API_PATHS.review(review._id), { token: buyer, body: { rating: 5 } });
    const afterEdit = await ratingsOf();
    expect(afterEdit?.product).toBe(afterEdit?.product_avg);
    expect(afterEdit?.product).toBeGreaterThan(afterCreate?.product ?? 5);
    expect(afterEdit?.shop).toBe(afterEdit?.shop_avg);
  });

  it('refuses lines not delivered, of other buyers, past the deadline, and bad forms', async () => {
    const buyer = await guestToken(app);
    const shipped = await deliveredOrder(buyer, false);
    expect(shipped.status).toBe('shipping');
    expectError(await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(shipped), rating: 5 }), 422, 'REVIEW.ITEM_NOT_DELIVERED');

    const delivered = await deliveredOrder(buyer);
    expectError(await post(API_PATHS.reviews, await guestToken(app), { order_item_id: itemOf(delivered), rating: 5 }), 422, 'REVIEW.ITEM_NOT_DELIVERED');
    expectError(await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(delivered) }), 400, 'REVIEW.RATING_REQUIRED');
    expectError(await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(delivered), rating: 5, content: 'a'.repeat(151) }), 400, 'REVIEW.CONTENT_TOO_LONG');
    expectError(
      await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(delivered), rating: 5, images: ['1', '2', '3', '4', '5', '6'] }),
      400,
      'REVIEW.IMAGES_TOO_MANY',
    );
    expectError(await post(API_PATHS.reviews, undefined, { order_item_id: itemOf(delivered), rating: 5 }), 401, 'AUTH.TOKEN_MISSING');

    const history = delivered.status_history.map((entry) => (entry.status_id === 5 ? { ...entry, action_time: now - 31 * DAY_MS } : entry));
    await db.query('UPDATE orders SET status_history = $2::jsonb WHERE id = $1', [delivered._id, JSON.stringify(history)]);
    expectError(await post(API_PATHS.reviews, buyer, { order_item_id: itemOf(delivered), rating: 5 }), 422, 'REVIEW.DEADLINE_PASSED');
  });

  it('answers 404 for an unknown product or shop, 400 for a bad page', async () => {
    expectError(await call(app, 'GET', API_PATHS.productReviews('nope')), 404, 'PRODUCT.NOT_FOUND');
    expectError(await call(app, 'GET', API_PATHS.shopReviews('nope')), 404, 'SHOP.NOT_FOUND');
    expectError(await call(app, 'GET', `${API_PATHS.productReviews(probe.productId)}?limit=500`), 400, 'REQUEST.INVALID');
  });
});
