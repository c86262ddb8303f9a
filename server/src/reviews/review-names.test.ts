import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, envelopeSchema, maskMiddle, ReviewPageSchema, ReviewSchema, type Order, ADMIN_API_PATHS, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { adminToken, orderBody, orderOf, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const PageEnvelope = envelopeSchema(ReviewPageSchema);
const ListEnvelope = envelopeSchema(z.array(ReviewSchema));

/** Public reviews mask the author's name as the public wall does (security issue, item 5). */
describe('review authors’ names (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const delivered = async (buyer: string): Promise<Order> => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity: 1 }]));
    const seller = await sellerToken(app, probe.shopId);
    if (order.status === 'pending_approval') await post(ADMIN_API_PATHS.adminOrderApprove(order._id), await adminToken(app));
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-5' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    return orderOf(await post(API_PATHS.orderConfirmReceipt(order._id), buyer));
  };

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

  it('masks the author on the product’s and the shop’s public reviews, and shows the author their own name', async () => {
    const author = await signUp(app, { destination: '0987400001', name: 'Nguyễn Thị Minh Khai' });
    const order = await delivered(author.token);
    const written = await post(API_PATHS.reviews, author.token, { order_item_id: order.shops[0]?.items[0]?._id, rating: 5, content: 'Đẹp' });
    expect(written.status).toBe(201);
    const masked = maskMiddle('Nguyễn Thị Minh Khai');
    expect(masked).toBe('N*****i');

    for (const path of [API_PATHS.productReviews(probe.productId), API_PATHS.shopReviews(probe.shopId)]) {
      const page = PageEnvelope.parse((await call(app, 'GET', path)).body).data;
      // The newest first: the author's, above the seed's buyers' (masked alike).
      expect(page.items[0]?.author?.name).toBe(masked);
      expect(page.items.every((review) => /^.\*{5}.$/.test(review.author?.name ?? ''))).toBe(true);
      // Not even the author's own token unmasks a public list: it is the same page for everyone.
      expect(JSON.stringify((await call(app, 'GET', path, { token: author.token })).body)).not.toContain('Minh Khai');
    }
    const own = ListEnvelope.parse((await call(app, 'GET', API_PATHS.orderReviews(order._id), { token: author.token })).body).data;
    expect(own.map((review) => review.author?.name)).toEqual(['Nguyễn Thị Minh Khai']);
  });
});
