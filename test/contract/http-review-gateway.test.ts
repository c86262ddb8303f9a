import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpCheckoutGateway, httpMediaGateway, httpOrderGateway, httpReviewGateway, type HttpClient } from '@modavi/adapters';
import { API_PATHS } from '@modavi/core';
import type { Hono } from 'hono';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { addressIn, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../../server/src/testing/commerce-probe';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('httpReviewGateway and httpMediaGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  let probe: SellableProbe;
  let dir: string;
  let client: HttpClient;
  let orderId = '';

  const post = (path: string, body: unknown, token?: string) =>
    app.request(`/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    test = await memoryTestDb();
    dir = await mkdtemp(join(tmpdir(), 'modavi-contract-uploads-'));
    app = testApi(test.db, { uploadDir: dir });
    probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 2 });
    const session = await guestSessionCreate(test.db);
    client = createHttpClient({
      baseUrl: '',
      context: { token: () => session.token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
    const placed = await httpCheckoutGateway(client).orderPlace(
      {
        shops: [{ shop_id: probe.shopId, items: [{ product_id: probe.productId, variant_id: probe.variantId, quantity: 1 }] }],
        address: addressIn('01'),
        payment_method: 'CASH',
        voucher_codes: [],
        agreed_terms: true,
        express: false,
      },
      'contract-review-1',
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    orderId = placed.value.order._id;
    const seller = ((await (await post(API_PATHS.devShopToken, { shopId: probe.shopId })).json()) as { data: { token: string } }).data.token;
    await post(API_PATHS.sellerOrderConfirm(orderId), {}, seller);
    await post(API_PATHS.sellerOrderHandOver(orderId), { waybill: 'GHN-C1' }, seller);
    for (let step = 0; step < 3; step += 1) await post(API_PATHS.devCarrierAdvance(orderId), {});
    const received = await httpOrderGateway(client).orderConfirmReceipt(orderId);
    expect(received.ok && received.value.status).toBe('delivered');
  });
  afterAll(async () => {
    await test?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uploads an image, writes a review with it, reads it back everywhere and edits it once', async () => {
    const media = httpMediaGateway(client);
    const uploaded = await media.imageUpload(new File([PNG], 'a.png', { type: 'image/png' }));
    if (!uploaded.ok) throw new Error(JSON.stringify(uploaded.error));
    const reviews = httpReviewGateway(client);
    const order = await httpOrderGateway(client).orderGet(orderId);
    const itemId = order.ok ? (order.value.shops[0]?.items[0]?._id ?? '') : '';
    const created = await reviews.reviewCreate({ order_item_id: itemId, rating: 5, content: 'Rất đẹp', images: [uploaded.value.url] });
    expect(created.ok && created.value).toMatchObject({ rating: 5, content: 'Rất đẹp', images: [uploaded.value.url] });
    const again = await reviews.reviewCreate({ order_item_id: itemId, rating: 4, content: '', images: [] });
    expect(again.ok ? null : again.error).toMatchObject({ code: 'CONFLICT', errorCode: 'REVIEW.ALREADY_WRITTEN' });

    const mine = await reviews.orderReviews(orderId);
    expect(mine.ok && mine.value.length).toBe(1);
    const product = await reviews.productReviews(probe.productId, { page: 1, limit: 5 });
    expect(product.ok && product.value.summary.count).toBeGreaterThanOrEqual(1);
    const shop = await reviews.shopReviews(probe.shopId);
    expect(shop.ok && shop.value.items.some((item) => item.content === 'Rất đẹp')).toBe(true);

    const reviewId = created.ok ? created.value._id : '';
    const edited = await reviews.reviewEdit(reviewId, { rating: 4, content: 'Vẫn đẹp', images: [] });
    expect(edited.ok && edited.value.edited_at).toEqual(expect.any(Number));
    const second = await reviews.reviewEdit(reviewId, { rating: 3, content: '', images: [] });
    expect(second.ok ? null : second.error.errorCode).toBe('REVIEW.EDIT_NOT_ALLOWED');
  });

  it('answers the upload refusal as a typed error', async () => {
    const refused = await httpMediaGateway(client).imageUpload(new File([new TextEncoder().encode('hi')], 'a.txt', { type: 'text/plain' }));
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'INVALID_REQUEST', errorCode: 'FILE.IMAGE_NOT_SUPPORTED' });
  });
});
