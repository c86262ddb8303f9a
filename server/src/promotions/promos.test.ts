import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  FAVOURITE_PAGE_LIMIT,
  API_HEADERS,
  API_PATHS,
  AnalyticsReceiptSchema,
  AnalyticsRecordSchema,
  BannerDetailSchema,
  BannerSchema,
  CollectionSchema,
  ErrorEnvelopeSchema,
  FavouritePageSchema,
  FavouriteStateSchema,
  PromotionShowcaseSchema,
  VoucherCatalogueEntrySchema,
  VoucherWalletEntrySchema,
  envelopeSchema,
  promotionItemPrice,
  type AnalyticsEvent,
  DEV_API_PATHS,
} from '@modavi/core';
import { guestSessionCreate, userSessionCreate } from '../sessions/session-store.js';
import { call, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { COLLECTION_PRODUCTS } from '../collections/promos-seed.js';

/** When the analytics events happened: a minute ago (the server keeps events of the last two days only). */
const EVENT_AT = Date.now() - 60_000;

const CatalogueEnvelope = envelopeSchema(z.array(VoucherCatalogueEntrySchema));
const WalletEnvelope = envelopeSchema(z.array(VoucherWalletEntrySchema));
const EntryEnvelope = envelopeSchema(VoucherWalletEntrySchema);
const ShowcasesEnvelope = envelopeSchema(z.array(PromotionShowcaseSchema));
const BannersEnvelope = envelopeSchema(z.array(BannerSchema));
const BannerEnvelope = envelopeSchema(BannerDetailSchema);
const CollectionEnvelope = envelopeSchema(CollectionSchema);
const FavouriteEnvelope = envelopeSchema(FavouriteStateSchema);
const FavouritesEnvelope = envelopeSchema(FavouritePageSchema);
const ReceiptEnvelope = envelopeSchema(AnalyticsReceiptSchema);
const RecordsEnvelope = envelopeSchema(z.array(AnalyticsRecordSchema));

const refusal = (response: { status: number; body: unknown }) => ({ status: response.status, code: ErrorEnvelopeSchema.parse(response.body).error_code });
const userToken = async (db: TestDb['db']) => (await userSessionCreate(db, randomBytes(12).toString('hex'))).token;

describe('promotions, vouchers wallet, banners, collections, favourites, analytics', () => {
  let test: TestDb;
  let app: Hono;

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const voucherId = async (code: string) => {
    const [row] = await test.db.query<{ id: string }>('SELECT id FROM vouchers WHERE code = $1', [code]);
    if (!row) throw new Error(`no voucher ${code}`);
    return row.id;
  };

  describe('voucher catalogue and wallet', () => {
    it('lists the public running and upcoming vouchers, the first-purchase ones among them, to anyone', async () => {
      const response = await call(app, 'GET', API_PATHS.voucherCatalogue);
      expect(response.status).toBe(200);
      const entries = CatalogueEnvelope.parse(response.body).data;
      const codes = entries.map((entry) => entry.voucher.code);
      expect(codes).toEqual(expect.arrayContaining(['CHAO100K', 'CHAO200K', 'FREESHIP', 'APP50K', 'SAPTOI']));
      expect(codes).not.toContain('DAUNAM');
      expect(entries.find((entry) => entry.voucher.code === 'SAPTOI')?.status).toBe('upcoming');
      expect(entries.every((entry) => !entry.saved && entry.voucher.display === 'public')).toBe(true);
    });

    it('saves a voucher once, marks it saved and shows it in the wallet with its status', async () => {
      const token = await userToken(test.db);
      const id = await voucherId('FREESHIP');
      const first = await call(app, 'POST', API_PATHS.voucherWalletSave(id), { token });
      expect(first.status).toBe(201);
      expect(EntryEnvelope.parse(first.body).data).toMatchObject({ voucher: { code: 'FREESHIP' }, status: 'running', usable: true, uses_left: 5 });
      const again = await call(app, 'POST', API_PATHS.voucherWalletSave(id), { token });
      expect(again.status).toBe(200);
      const [saves] = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_saves WHERE voucher_id = $1', [id]);
      expect(saves?.n).toBe(1);

      const catalogue = CatalogueEnvelope.parse((await call(app, 'GET', API_PATHS.voucherCatalogue, { token })).body).data;
      expect(catalogue.find((entry) => entry.voucher._id === id)?.saved).toBe(true);
      const wallet = WalletEnvelope.parse((await call(app, 'GET', API_PATHS.voucherWallet, { token })).body).data;
      expect(wallet.map((entry) => entry.voucher.code)).toEqual(['FREESHIP']);
    });

    it("says an app-only voucher is for the app, whatever device id the request claims", async () => {
      const token = await userToken(test.db);
      const id = await voucherId('APP50K');
      const web = await call(app, 'POST', API_PATHS.voucherWalletSave(id), { token, headers: { [API_HEADERS.deviceId]: 'web-abc' } });
      expect(EntryEnvelope.parse(web.body).data).toMatchObject({ usable: false, refusal: { code: 'VOUCHER.APP_ONLY' } });
      const appWallet = await call(app, 'GET', API_PATHS.voucherWallet, { token, headers: { [API_HEADERS.deviceId]: 'ios-123' } });
      // A device id is the client's word, not proof of the app: no signed attestation exists.
      expect(WalletEnvelope.parse(appWallet.body).data[0]).toMatchObject({ usable: false, refusal: { code: 'VOUCHER.APP_ONLY' } });
    });

    it('keeps an upcoming voucher in the wallet as upcoming, not usable yet', async () => {
      const token = await userToken(test.db);
      const saved = await call(app, 'POST', API_PATHS.voucherWalletSave(await voucherId('SAPTOI')), { token });
      expect(EntryEnvelope.parse(saved.body).data).toMatchObject({ status: 'upcoming', usable: false, refusal: { code: 'VOUCHER.NOT_STARTED' } });
    });

    it('refuses saving past the saveable count, past the usable count, and ended or unknown vouchers', async () => {
      const token = await userToken(test.db);
      const limited = await voucherId('HOANXU5');
      await test.db.query('UPDATE vouchers SET saveable_count = 1 WHERE id = $1', [limited]);
      expect((await call(app, 'POST', API_PATHS.voucherWalletSave(limited), { token: await userToken(test.db) })).status).toBe(201);
      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave(limited), { token }))).toEqual({ status: 409, code: 'VOUCHER.SAVE_LIMIT_REACHED' });

      const used = await voucherId('MODAVI10');
      await test.db.query('UPDATE vouchers SET usable_count = 0 WHERE id = $1', [used]);
      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave(used), { token }))).toEqual({ status: 409, code: 'VOUCHER.OUT_OF_USES' });

      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave(await voucherId('DAUNAM')), { token }))).toEqual({ status: 422, code: 'VOUCHER.EXPIRED' });
      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave('ffffffffffffffffffffffff'), { token }))).toEqual({ status: 404, code: 'VOUCHER.NOT_FOUND' });
    });

    it("refuses a first-purchase voucher to a buyer who has bought before: 'voucher conditions not met'", async () => {
      const session = await userSessionCreate(test.db, randomBytes(12).toString('hex'));
      await test.db.query(
        `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, is_international,
           subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back, total_order_payment, return_url)
         VALUES ($1, $2, 'user', 'k', 'h', '{}'::jsonb, 'CASH', 'pending', 'pending_confirmation', false, 0, 0, 0, 0, 0, 0, 0, 0, '/')`,
        [randomBytes(12).toString('hex'), session.ownerId],
      );
      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave(await voucherId('CHAO100K')), { token: session.token }))).toEqual({
        status: 422,
        code: 'VOUCHER.CONDITIONS_NOT_MET',
      });
      expect((await call(app, 'POST', API_PATHS.voucherWalletSave(await voucherId('CHAO200K')), { token: await userToken(test.db) })).status).toBe(201);
    });

    it('tells a guest to log in and a caller without a token that it is missing', async () => {
      const guest = await guestSessionCreate(test.db);
      expect(refusal(await call(app, 'GET', API_PATHS.voucherWallet, { token: guest.token }))).toEqual({ status: 403, code: 'VOUCHER.SAVE_LOGIN_REQUIRED' });
      expect(refusal(await call(app, 'POST', API_PATHS.voucherWalletSave(await voucherId('FREESHIP')), { token: guest.token }))).toEqual({
        status: 403,
        code: 'VOUCHER.SAVE_LOGIN_REQUIRED',
      });
      expect(refusal(await call(app, 'GET', API_PATHS.voucherWallet))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    });
  });

  describe('promotions', () => {
    it('lists running programs before upcoming ones, never ended ones, with prices after discount and stock left', async () => {
      const response = await call(app, 'GET', API_PATHS.promotions);
      expect(response.status).toBe(200);
      const showcases = ShowcasesEnvelope.parse(response.body).data;
      expect(showcases.map((showcase) => showcase.status)).toEqual(['running', 'running', 'running', 'upcoming']);
      for (const showcase of showcases) {
        expect(showcase.products.length).toBeGreaterThan(0);
        for (const line of showcase.products) {
          expect(line.item.price).toBe(line.product.sale_price);
          expect(line.price_after).toBe(promotionItemPrice(line.item));
          expect(line.price_after).toBeLessThan(line.item.price);
          expect(line.remaining).toBeLessThanOrEqual(line.item.product_limit);
        }
      }
      const [sold] = await test.db.query<{ product_id: string }>(
        `UPDATE promotion_items SET sold = 2 WHERE id = (SELECT i.id FROM promotion_items i JOIN promotion_programs p ON p.id = i.program_id
           WHERE p.start_time < now() AND p.end_time > now() ORDER BY i.id LIMIT 1) RETURNING product_id`,
      );
      const again = ShowcasesEnvelope.parse((await call(app, 'GET', API_PATHS.promotions)).body).data;
      const line = again.flatMap((showcase) => showcase.products).find((candidate) => candidate.item.product_id === sold?.product_id);
      expect(line?.remaining).toBe((line?.item.product_limit ?? 0) - 2);
    });
  });

  describe('banners', () => {
    it('lists the banners showing now, and gives one with its related products and cover', async () => {
      const banners = BannersEnvelope.parse((await call(app, 'GET', API_PATHS.banners)).body).data;
      expect(banners).toHaveLength(3);
      const first = banners[0];
      if (!first) throw new Error('no banner');
      const detail = BannerEnvelope.parse((await call(app, 'GET', API_PATHS.banner(first._id))).body).data;
      expect(detail.status).toBe('running');
      expect(detail.products.map((product) => product._id)).toEqual(first.related_product_ids);
      expect(first.related_url).toMatch(/^\/bo-suu-tap\//);
      const cover = await call(app, 'GET', first.cover_image);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('gives an upcoming banner its page with its status, and refuses deleted and unknown ones', async () => {
      const [upcoming] = await test.db.query<{ id: string }>(`SELECT id FROM banners WHERE start_date > now()`);
      expect(BannerEnvelope.parse((await call(app, 'GET', API_PATHS.banner(upcoming?.id ?? ''))).body).data.status).toBe('upcoming');
      const [deleted] = await test.db.query<{ id: string }>(`UPDATE banners SET deleted = true WHERE id = (SELECT id FROM banners ORDER BY position DESC LIMIT 1) RETURNING id`);
      expect(refusal(await call(app, 'GET', API_PATHS.banner(deleted?.id ?? '')))).toEqual({ status: 404, code: 'BANNER.NOT_FOUND' });
      expect(refusal(await call(app, 'GET', API_PATHS.banner('nope')))).toEqual({ status: 404, code: 'BANNER.NOT_FOUND' });
      expect((await call(app, 'GET', '/media/banners/ffffffffffffffffffffffff.svg')).status).toBe(404);
    });
  });

  describe('collections', () => {
    it('gives a collection with its products, and narrowed to one shop with that shop', async () => {
      const [collection] = await test.db.query<{ id: string }>('SELECT id FROM collections ORDER BY position LIMIT 1');
      const whole = CollectionEnvelope.parse((await call(app, 'GET', API_PATHS.collection(collection?.id ?? ''))).body).data;
      expect(whole.products).toHaveLength(COLLECTION_PRODUCTS);
      expect(whole.shop).toBeNull();
      const shopId = whole.products[0]?.shop._id ?? '';
      const narrowed = CollectionEnvelope.parse((await call(app, 'GET', `${API_PATHS.collection(collection?.id ?? '')}?shop_id=${shopId}`)).body).data;
      expect(narrowed.shop?._id).toBe(shopId);
      expect(narrowed.products.length).toBeGreaterThan(0);
      expect(narrowed.products.every((product) => product.shop._id === shopId)).toBe(true);
      expect(narrowed.products.map((product) => product._id)).toEqual(whole.products.filter((product) => product.shop._id === shopId).map((product) => product._id));
    });

    it('refuses an unknown collection and an unknown shop', async () => {
      const [collection] = await test.db.query<{ id: string }>('SELECT id FROM collections LIMIT 1');
      expect(refusal(await call(app, 'GET', API_PATHS.collection('nope')))).toEqual({ status: 404, code: 'COLLECTION.NOT_FOUND' });
      expect(refusal(await call(app, 'GET', `${API_PATHS.collection(collection?.id ?? '')}?shop_id=nope`))).toEqual({ status: 404, code: 'SHOP.NOT_FOUND' });
    });
  });

  describe('favourites', () => {
    it('adds and removes favourites idempotently, counts them and lists them newest first', async () => {
      const token = await userToken(test.db);
      const products = await test.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY position LIMIT 2');
      const [a, b] = products.map((row) => row.id) as [string, string];
      expect(FavouriteEnvelope.parse((await call(app, 'GET', API_PATHS.favourite(a), { token })).body).data).toEqual({ product_id: a, favourite: false, favourites: 0 });
      await call(app, 'POST', API_PATHS.favourite(a), { token });
      const twice = FavouriteEnvelope.parse((await call(app, 'POST', API_PATHS.favourite(a), { token })).body).data;
      expect(twice).toEqual({ product_id: a, favourite: true, favourites: 1 });
      await call(app, 'POST', API_PATHS.favourite(b), { token });
      const page = FavouritesEnvelope.parse((await call(app, 'GET', API_PATHS.favourites, { token })).body).data;
      expect(page.items.map((item) => item.product._id)).toEqual([b, a]);
      expect(page.total).toBe(2);
      const removed = FavouriteEnvelope.parse((await call(app, 'DELETE', API_PATHS.favourite(a), { token })).body).data;
      expect(removed).toEqual({ product_id: a, favourite: false, favourites: 0 });
      expect(FavouriteEnvelope.parse((await call(app, 'DELETE', API_PATHS.favourite(a), { token })).body).data.favourite).toBe(false);
    });

    it('tells a guest to log in, and refuses unknown products and bad pages', async () => {
      const guest = await guestSessionCreate(test.db);
      const [product] = await test.db.query<{ id: string }>('SELECT id FROM products LIMIT 1');
      expect(refusal(await call(app, 'POST', API_PATHS.favourite(product?.id ?? ''), { token: guest.token }))).toEqual({ status: 403, code: 'FAVOURITE.LOGIN_REQUIRED' });
      expect(refusal(await call(app, 'GET', API_PATHS.favourites))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
      const token = await userToken(test.db);
      expect(refusal(await call(app, 'POST', API_PATHS.favourite('nope'), { token }))).toEqual({ status: 404, code: 'PRODUCT.NOT_FOUND' });
      expect(refusal(await call(app, 'GET', `${API_PATHS.favourites}?page=0`, { token }))).toEqual({ status: 400, code: 'REQUEST.INVALID' });
      const capped = FavouritesEnvelope.parse((await call(app, 'GET', `${API_PATHS.favourites}?limit=500`, { token })).body).data;
      expect(capped.limit).toBe(FAVOURITE_PAGE_LIMIT.max);
    });
  });

  describe('analytics', () => {
    const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
      name: 'view_item',
      object_id: 'product-x',
      value: 120_000,
      quantity: null,
      event_id: randomBytes(8).toString('hex'),
      occurred_at: EVENT_AT,
      ...overrides,
    });

    it('records a batch from a guest once, even when it is sent again, and lists it on the dev endpoint', async () => {
      const guest = await guestSessionCreate(test.db);
      const objectId = randomBytes(6).toString('hex');
      const events = [event({ object_id: objectId }), event({ name: 'add_to_cart', object_id: objectId, quantity: 2 }), event({ name: 'purchase', object_id: `order-${objectId}` })];
      const first = await call(app, 'POST', API_PATHS.analyticsEvents, { token: guest.token, body: { events } });
      expect(first.status).toBe(201);
      expect(ReceiptEnvelope.parse(first.body).data.accepted).toBe(3);
      expect(ReceiptEnvelope.parse((await call(app, 'POST', API_PATHS.analyticsEvents, { token: guest.token, body: { events } })).body).data.accepted).toBe(0);
      const listed = RecordsEnvelope.parse((await call(app, 'GET', `${DEV_API_PATHS.devAnalyticsEvents}?object_id=${objectId}`)).body).data;
      expect(listed.map((record) => record.name).sort()).toEqual(['add_to_cart', 'view_item']);
      expect(listed.find((record) => record.name === 'add_to_cart')).toMatchObject({ quantity: 2, value: 120_000, owner_kind: 'guest', occurred_at: EVENT_AT });
    });

    it('refuses an empty, oversized or malformed batch and a call without a session', async () => {
      const guest = await guestSessionCreate(test.db);
      const send = (body: unknown) => call(app, 'POST', API_PATHS.analyticsEvents, { token: guest.token, body });
      expect(refusal(await send({ events: [] }))).toEqual({ status: 400, code: 'ANALYTICS.BATCH_INVALID' });
      expect(refusal(await send({ events: Array.from({ length: 51 }, () => event()) }))).toEqual({ status: 400, code: 'ANALYTICS.BATCH_INVALID' });
      expect(refusal(await send({ events: [{ ...event(), name: 'page_view' }] }))).toEqual({ status: 400, code: 'ANALYTICS.BATCH_INVALID' });
      expect(refusal(await call(app, 'POST', API_PATHS.analyticsEvents, { body: { events: [event()] } }))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    });

    it('has no dev listing in production', async () => {
      const production = testApi(test.db, { config: { commerce: { ...testConfig().commerce, devRoutes: false } } });
      expect((await call(production, 'GET', DEV_API_PATHS.devAnalyticsEvents)).status).toBe(404);
    });
  });
});
