import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, BannerSchema, DAY_MS, SellerBannerPageSchema, SellerBannerSchema, envelopeSchema, vietnamDayStart, SELLER_API_PATHS } from '@modavi/core';
import * as z from 'zod/mini';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';

const BannerEnvelope = envelopeSchema(SellerBannerSchema);
const PageEnvelope = envelopeSchema(SellerBannerPageSchema);
const PublicEnvelope = envelopeSchema(z.array(BannerSchema));

describe('seller banners', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  let product: string;
  let otherProduct: string;
  let cover: string;
  let small: string;
  const now = Date.now();
  const today = vietnamDayStart(now);
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Banner');
    other = await sellerAccount(app, test.db, 'Tiệm Khác');
    product = await shopProductInsert(test.db, seller.shopId);
    otherProduct = await shopProductInsert(test.db, other.shopId);
    cover = await uploadOnRecord(test.db, { token: seller.token });
    small = await uploadOnRecord(test.db, { token: seller.token });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Sale cuối năm',
    type: 'promotion',
    start_date: now - DAY_MS,
    end_date: now + 7 * DAY_MS,
    related_url: 'https://modavi.vn/khuyen-mai',
    cover_image: cover,
    banner_image: small,
    related_product_ids: [product],
    ...overrides,
  });
  const create = async (body: unknown, token = seller.token) => call(app, 'POST', SELLER_API_PATHS.sellerBanners, { token, body });
  const publicIds = async () => PublicEnvelope.parse((await call(app, 'GET', API_PATHS.banners)).body).data.map((banner) => banner._id);
  const list = async (query: string) => PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerBanners}?${query}`, { token: seller.token })).body).data;

  it('shows a running banner to buyers, not an upcoming or ended one, and filters the list by state', async () => {
    const running = BannerEnvelope.parse((await create(form())).body).data;
    expect(running).toMatchObject({ status: 'running', banner_image: small, related_product_ids: [product] });
    const upcoming = BannerEnvelope.parse((await create(form({ title: 'Sắp mở bán', start_date: now + 2 * DAY_MS }))).body).data;
    expect(upcoming.status).toBe('upcoming');
    // An ended banner cannot be saved through the form (the end must be today or later): it ends while it lives.
    const ending = BannerEnvelope.parse((await create(form({ title: 'Hết hạn rồi' }))).body).data;
    await test.db.query(`UPDATE banners SET start_date = now() - interval '3 days', end_date = now() - interval '1 day' WHERE id = $1`, [ending._id]);

    const shown = await publicIds();
    expect(shown).toContain(running._id);
    expect(shown).not.toContain(upcoming._id);
    expect(shown).not.toContain(ending._id);
    expect((await call(app, 'GET', API_PATHS.banner(running._id))).status).toBe(200);

    expect((await list('status=running')).items.map((item) => item._id)).toEqual([running._id]);
    expect((await list('status=upcoming')).items.map((item) => item._id)).toEqual([upcoming._id]);
    expect((await list('status=ended')).items.map((item) => item._id)).toEqual([ending._id]);
    expect((await list('q=mở bán')).items.map((item) => item._id)).toEqual([upcoming._id]);

    expect((await call(app, 'DELETE', SELLER_API_PATHS.sellerBanner(running._id), { token: seller.token })).status).toBe(200);
    expect(await publicIds()).not.toContain(running._id);
    expect((await list('')).items.map((item) => item._id)).not.toContain(running._id);
  });

  it.each([
    [{ title: 'Sale' }, 'BANNER.TITLE_LENGTH'],
    [{ title: 'S'.repeat(201) }, 'BANNER.TITLE_LENGTH'],
    [{ type: '' }, 'BANNER.REQUIRED'],
    [{ type: 'popup' }, 'BANNER.TYPE_INVALID'],
    [{ end_date: today - 1, start_date: today - DAY_MS }, 'BANNER.END_BEFORE_TODAY'],
    [{ start_date: now + 3 * DAY_MS, end_date: now + 2 * DAY_MS }, 'BANNER.END_BEFORE_START'],
    [{ related_url: '' }, 'BANNER.REQUIRED'],
    [{ related_url: 'modavi.vn/sale' }, 'BANNER.URL_INVALID'],
    [{ cover_image: '' }, 'BANNER.REQUIRED'],
    [{ cover_image_size: { width: 800, height: 800 } }, 'BANNER.IMAGE_RATIO'],
    [{ cover_image: 'https://elsewhere.example/a.png' }, 'BANNER.IMAGE_NOT_UPLOADED'],
  ])('refuses %j with %s', async (overrides, code) => {
    expect(refusal(await create(form(overrides)))).toEqual({ status: 400, code });
  });

  it("keeps each shop to its own banners and products", async () => {
    const mine = BannerEnvelope.parse((await create(form({ title: 'Chỉ của tôi' }))).body).data;
    expect(refusal(await create(form({ related_product_ids: [otherProduct] })))).toEqual({ status: 400, code: 'BANNER.PRODUCT_NOT_IN_SHOP' });
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerBanner(mine._id), { token: other.token }))).toEqual({ status: 404, code: 'BANNER.NOT_FOUND' });
    expect(refusal(await call(app, 'PUT', SELLER_API_PATHS.sellerBanner(mine._id), { token: other.token, body: form() }))).toEqual({ status: 404, code: 'BANNER.NOT_FOUND' });
    expect(refusal(await call(app, 'DELETE', SELLER_API_PATHS.sellerBanner(mine._id), { token: other.token }))).toEqual({ status: 404, code: 'BANNER.NOT_FOUND' });
    const updated = await call(app, 'PUT', SELLER_API_PATHS.sellerBanner(mine._id), { token: seller.token, body: form({ title: 'Đã đổi tên' }) });
    expect(BannerEnvelope.parse(updated.body).data.title).toBe('Đã đổi tên');
  });

  it('refuses buyers (403) and visitors (401)', async () => {
    const buyer = await signUp(app, { destination: probePhone() });
    expect(refusal(await create(form(), buyer.token))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerBanners)).status).toBe(401);
  });
});
