import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createHttpClient, httpFavouritesGateway, httpPromotionsGateway } from '@modavi/adapters';
import { guestSessionCreate, userSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

/** The HTTP promotions and favourites adapters against the reference server: paths, schemas and typed errors agree. */
describe('httpPromotionsGateway and httpFavouritesGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  const client = (token: string | null) =>
    createHttpClient({
      baseUrl: '',
      context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('browses vouchers, saves one and reads it back from the wallet', async () => {
    const session = await userSessionCreate(test.db, randomBytes(12).toString('hex'));
    const gateway = httpPromotionsGateway(client(session.token));
    const catalogue = await gateway.voucherCatalogue();
    if (!catalogue.ok) throw new Error(JSON.stringify(catalogue.error));
    const freeship = catalogue.value.find((entry) => entry.voucher.code === 'FREESHIP');
    if (!freeship) throw new Error('no FREESHIP');
    const saved = await gateway.voucherSave(freeship.voucher._id);
    expect(saved.ok && saved.value.voucher.code).toBe('FREESHIP');
    const wallet = await gateway.voucherWallet();
    expect(wallet.ok && wallet.value.map((entry) => entry.voucher.code)).toEqual(['FREESHIP']);
  });

  it("gives a guest's wallet call the server's code", async () => {
    const gateway = httpPromotionsGateway(client((await guestSessionCreate(test.db)).token));
    expect(await gateway.voucherWallet()).toEqual({ ok: false, error: expect.objectContaining({ code: 'FORBIDDEN', errorCode: 'VOUCHER.SAVE_LOGIN_REQUIRED' }) });
  });

  it('reads promotions, banners, a banner and a collection narrowed to a shop', async () => {
    const gateway = httpPromotionsGateway(client(null));
    const promotions = await gateway.promotionsList();
    expect(promotions.ok && promotions.value.length).toBeGreaterThan(0);
    const banners = await gateway.bannersList();
    if (!banners.ok || !banners.value[0]) throw new Error('no banners');
    const banner = await gateway.bannerGet(banners.value[0]._id);
    expect(banner.ok && banner.value.products.length).toBeGreaterThan(0);
    const collectionId = banners.value[0].related_url.split('/').pop() ?? '';
    const whole = await gateway.collectionGet(collectionId);
    if (!whole.ok || !whole.value.products[0]) throw new Error('no collection');
    const shopId = whole.value.products[0].shop._id;
    const narrowed = await gateway.collectionGet(collectionId, shopId);
    expect(narrowed.ok && narrowed.value.products.every((product) => product.shop._id === shopId)).toBe(true);
    expect(await gateway.collectionGet('nope')).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_FOUND', errorCode: 'COLLECTION.NOT_FOUND' }) });
  });

  it('favourites a product and lists it', async () => {
    const session = await userSessionCreate(test.db, randomBytes(12).toString('hex'));
    const favourites = httpFavouritesGateway(client(session.token));
    const [product] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY position LIMIT 1');
    const set = await favourites.favouriteSet(product?.id ?? '', true);
    expect(set.ok && set.value.favourite).toBe(true);
    const list = await favourites.favouritesList();
    expect(list.ok && list.value.items.map((item) => item.product._id)).toEqual([product?.id]);
    const unset = await favourites.favouriteSet(product?.id ?? '', false);
    expect(unset.ok && unset.value.favourite).toBe(false);
  });
});
