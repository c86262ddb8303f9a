import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, SELLER_MARKETING_PATHS, SellerPromotionPageSchema, SellerPromotionSchema, envelopeSchema } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { orderBody, placeCall, placeOk } from '../testing/commerce-probe.js';

const ProgramEnvelope = envelopeSchema(SellerPromotionSchema);
const PageEnvelope = envelopeSchema(SellerPromotionPageSchema);
const paths = SELLER_MARKETING_PATHS;

describe('seller promotion programs', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  let cover: string;
  let otherProduct: string;
  const now = Date.now();
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Khuyến Mãi');
    other = await sellerAccount(app, test.db, 'Tiệm Khác');
    cover = await uploadOnRecord(test.db, { token: seller.token });
    otherProduct = await shopProductInsert(test.db, other.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const item = (productId: string, overrides: Record<string, unknown> = {}) => ({
    product_id: productId,
    discount_percent: 20,
    max_discount: null,
    purchase_limit_per_order: 2,
    product_limit: 3,
    order_limit_per_user: 1,
    ...overrides,
  });
  const form = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
    type: 'discount',
    name: 'Tuần lễ váy hoa',
    cover_image: cover,
    description: 'Giảm 20% váy hoa cả tuần',
    start_time: now - HOUR_MS,
    end_time: now + 7 * DAY_MS,
    items,
    ...overrides,
  });
  const create = async (body: unknown, token = seller.token) => call(app, 'POST', paths.promotions, { token, body });
  const made = async (body: unknown) => ProgramEnvelope.parse((await create(body)).body).data;
  const list = async (query: string) => PageEnvelope.parse((await call(app, 'GET', `${paths.promotions}?${query}`, { token: seller.token })).body).data;

  it('prices the buyer\'s order with it, within its per-order limit and stock, and counts what sold', async () => {
    const product = await shopProductInsert(test.db, seller.shopId);
    // The client's price is not believed: the product sells at 250.000đ.
    const program = await made(form([item(product, { price: 1 })]));
    expect(program).toMatchObject({ type: 'discount', status: 'running', items: [{ product_id: product, price: 250_000, discount_percent: 20, sold: 0 }] });

    const buyer = await signUp(app, { destination: probePhone() });
    const lines = (quantity: number) => [{ probe: { productId: product, variantId: null, shopId: seller.shopId }, quantity }];
    expect(refusal(await placeCall(app, buyer.token, orderBody(lines(3))))).toEqual({ status: 409, code: 'PROMOTION.USER_LIMIT_EXCEEDED' });
    const placed = await placeOk(app, buyer.token, orderBody(lines(2)));
    expect(placed.order.shops[0]?.items[0]?.sale_price).toBe(200_000);

    const detail = ProgramEnvelope.parse((await call(app, 'GET', paths.promotion(program._id), { token: seller.token })).body).data;
    expect(detail.items[0]?.sold).toBe(2);
    // Running: the discount stays, the stock may not go below what sold, and the sold product stays.
    const put = (body: unknown) => call(app, 'PUT', paths.promotion(program._id), { token: seller.token, body });
    const start = { start_time: detail.start_time };
    expect(refusal(await put(form([item(product, { discount_percent: 30 })], start)))).toEqual({ status: 400, code: 'PROMOTION.LOCKED_WHILE_RUNNING' });
    expect(refusal(await put(form([item(product, { product_limit: 1, purchase_limit_per_order: 1 })], start)))).toEqual({ status: 400, code: 'PROMOTION.PRODUCT_LIMIT_BELOW_SOLD' });
    expect(refusal(await put(form([], start)))).toEqual({ status: 400, code: 'PROMOTION.PRODUCTS_REQUIRED' });
    const renamed = ProgramEnvelope.parse((await put(form([item(product, { product_limit: 10 })], { ...start, name: 'Tuần lễ váy hoa mở rộng' }))).body).data;
    expect(renamed).toMatchObject({ name: 'Tuần lễ váy hoa mở rộng', items: [{ product_limit: 10, sold: 2 }] });

    // Ended early, its price is gone from checkout.
    expect((await call(app, 'POST', paths.promotionEnd(program._id), { token: seller.token })).status).toBe(200);
    const after = await placeOk(app, (await signUp(app, { destination: probePhone() })).token, orderBody(lines(1)));
    expect(after.order.shops[0]?.items[0]?.sale_price).toBe(250_000);
  });

  it('lists by type and tab with counts, refuses a product in two programs at once, ends and deletes', async () => {
    const product = await shopProductInsert(test.db, seller.shopId);
    const running = await made(form([item(product)], { name: 'Chạy ngay' }));
    expect(refusal(await create(form([item(product)], { name: 'Trùng' })))).toEqual({ status: 409, code: 'PROMOTION.PRODUCT_IN_OTHER_PROGRAM' });
    const later = await made(form([item(product)], { type: 'flash_sale', name: 'Flash sale tuần sau', start_time: now + 8 * DAY_MS, end_time: now + 8 * DAY_MS + 2 * HOUR_MS }));
    expect(later).toMatchObject({ type: 'flash_sale', status: 'upcoming' });

    expect((await list('type=flash_sale')).items.map((program) => program._id)).toEqual([later._id]);
    expect((await list('type=flash_sale')).counts).toEqual({ all: 1, upcoming: 1, running: 0, ended: 0 });
    expect((await list('status=running')).items.map((program) => program._id)).toContain(running._id);
    expect((await list('q=Chạy')).items.map((program) => program._id)).toEqual([running._id]);

    expect(refusal(await call(app, 'DELETE', paths.promotion(running._id), { token: seller.token }))).toEqual({ status: 409, code: 'PROMOTION.DELETE_RUNNING' });
    expect(refusal(await call(app, 'POST', paths.promotionEnd(later._id), { token: seller.token }))).toEqual({ status: 409, code: 'PROMOTION.NOT_RUNNING' });
    expect((await call(app, 'DELETE', paths.promotion(later._id), { token: seller.token })).status).toBe(200);
    expect((await call(app, 'GET', paths.promotion(later._id), { token: seller.token })).status).toBe(404);
  });

  it.each([
    [{ name: 'N'.repeat(151) }, 400, 'PROMOTION.NAME_TOO_LONG'],
    [{ description: 'D'.repeat(151) }, 400, 'PROMOTION.DESCRIPTION_TOO_LONG'],
    [{ cover_image: 'https://elsewhere.example/a.png' }, 400, 'PROMOTION.IMAGE_NOT_UPLOADED'],
    [{ type: 'flash_sale', end_time: now + 2 * DAY_MS }, 400, 'PROMOTION.FLASH_SALE_TOO_LONG'],
    [{ start_time: now - 2 * DAY_MS, end_time: now - DAY_MS }, 400, 'PROMOTION.END_IN_PAST'],
  ])('refuses %j with %s %s', async (overrides, status, code) => {
    const product = await shopProductInsert(test.db, seller.shopId);
    expect(refusal(await create(form([item(product)], overrides)))).toEqual({ status, code });
  });

  it.each([
    [{ discount_percent: 0 }, 'PROMOTION.DISCOUNT_RANGE'],
    [{ discount_percent: 81 }, 'PROMOTION.DISCOUNT_RANGE'],
    [{ max_discount: 60_000 }, 'PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT'],
    [{ product_limit: 0 }, 'PROMOTION.PRODUCT_LIMIT_INVALID'],
    [{ product_limit: 1, purchase_limit_per_order: 2 }, 'PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT'],
  ])('refuses the product terms %j with %s', async (overrides, code) => {
    const product = await shopProductInsert(test.db, seller.shopId);
    expect(refusal(await create(form([item(product, overrides)])))).toEqual({ status: 400, code });
  });

  it('keeps each shop to its own programs and products; refuses buyers (403) and visitors (401)', async () => {
    const product = await shopProductInsert(test.db, seller.shopId);
    const mine = await made(form([item(product)]));
    expect(refusal(await create(form([item(otherProduct)])))).toEqual({ status: 400, code: 'PROMOTION.PRODUCT_NOT_IN_SHOP' });
    for (const [method, path] of [
      ['GET', paths.promotion(mine._id)],
      ['PUT', paths.promotion(mine._id)],
      ['DELETE', paths.promotion(mine._id)],
      ['POST', paths.promotionEnd(mine._id)],
    ] as const) {
      expect(refusal(await call(app, method, path, method === 'GET' ? { token: other.token } : { token: other.token, body: form([]) }))).toEqual({
        status: 404,
        code: 'PROMOTION.NOT_FOUND',
      });
    }
    const buyer = await signUp(app, { destination: probePhone() });
    expect(refusal(await create(form([item(product)]), buyer.token))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect((await call(app, 'GET', paths.promotions)).status).toBe(401);
    expect((await call(app, 'DELETE', paths.promotion(mine._id))).status).toBe(401);
  });
});
