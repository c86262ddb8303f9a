import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpDiscoveryGateway, httpPromotionsGateway, httpShopFollowGateway } from '@modavi/adapters';
import type { DiscoveryGateway, ShopFollowGateway } from '@modavi/core';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { tokenDigest } from '../../server/src/sessions/token-digest';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

/** The HTTP discovery adapters against the reference server: paths, query names, schemas and typed errors agree. */
describe('httpDiscoveryGateway and httpShopFollowGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  const client = (token: string | null) =>
    createHttpClient({
      baseUrl: '',
      context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
  let discovery: DiscoveryGateway;
  const follows = async (kind: 'guest' | 'user'): Promise<ShopFollowGateway> => {
    if (kind === 'guest') return httpShopFollowGateway(client((await guestSessionCreate(test.db)).token));
    const token = randomBytes(32).toString('hex');
    await test.db.query(`INSERT INTO sessions (token_hash, kind, owner_id, expires_at) VALUES ($1, 'user', $2, now() + interval '1 day')`, [tokenDigest(token), `user-${token.slice(0, 8)}`]);
    return httpShopFollowGateway(client(token));
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    discovery = httpDiscoveryGateway(client(null));
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('searches with every filter sent under the names the API reads', async () => {
    const result = await discovery.productSearch({ q: 'áo', country: 'KR', price_max: 400_000, rating_min: 4, sort: 'price_desc', page: 2, limit: 5 });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toMatchObject({ page: 2, limit: 5 });
    expect(result.value.items.length).toBe(5);
    for (const item of result.value.items) {
      expect(item.shop.country).toBe('KR');
      expect(item.sale_price).toBeLessThanOrEqual(400_000);
    }
    const prices = result.value.items.map((item) => item.sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('reads suggestions, related products, a seller page and the ranking', async () => {
    const suggestions = await discovery.productSuggest('vay dam');
    expect(suggestions.ok && suggestions.value.categories.map((category) => category.name)).toEqual(['Váy đầm']);
    const first = await discovery.productSearch({ limit: 1 });
    if (!first.ok || !first.value.items[0]) throw new Error('no product');
    const product = first.value.items[0];
    const related = await discovery.productRelated(product._id, 4);
    expect(related.ok && related.value.length).toBe(4);
    const shop = await discovery.shopGet(product.shop._id);
    expect(shop.ok && shop.value._id).toBe(product.shop._id);
    const top = await discovery.topSellers({ page: 1, limit: 3 });
    expect(top.ok && top.value.items.map((seller) => seller.rank)).toEqual([1, 2, 3]);
  });

  it("reads a seller page's vouchers", async () => {
    const [row] = await test.db.query<{ shop_id: string }>(`SELECT shop_id FROM vouchers WHERE shop_id IS NOT NULL AND display = 'public' ORDER BY shop_id LIMIT 1`);
    if (!row) throw new Error('no shop voucher');
    const promotions = httpPromotionsGateway(client(null));
    const vouchers = await promotions.shopVouchers(row.shop_id);
    if (!vouchers.ok) throw new Error(JSON.stringify(vouchers.error));
    expect(vouchers.value.length).toBeGreaterThan(0);
    expect(vouchers.value.every((voucher) => voucher.shop_id === row.shop_id)).toBe(true);
    const missing = await promotions.shopVouchers('ffffffffffffffffffffffff');
    expect(missing).toEqual({ ok: false, error: expect.objectContaining({ errorCode: 'SHOP.NOT_FOUND' }) });
  });

  it('turns failures into typed errors with the server codes', async () => {
    const missing = await discovery.shopGet('ffffffffffffffffffffffff');
    expect(missing).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_FOUND', errorCode: 'SHOP.NOT_FOUND' }) });
    const long = await discovery.productSuggest('x'.repeat(101));
    expect(long).toEqual({ ok: false, error: expect.objectContaining({ code: 'INVALID_REQUEST', errorCode: 'SEARCH.QUERY_TOO_LONG' }) });
  });

  it('follows for an account and tells a guest to log in', async () => {
    const shop = await discovery.topSellers({ limit: 1 });
    const shopId = shop.ok ? (shop.value.items[0]?._id ?? '') : '';
    const guest = await (await follows('guest')).follow(shopId);
    expect(guest).toEqual({ ok: false, error: expect.objectContaining({ code: 'FORBIDDEN', errorCode: 'SHOP.FOLLOW_LOGIN_REQUIRED' }) });
    const user = await follows('user');
    const followed = await user.follow(shopId);
    expect(followed.ok && followed.value.following).toBe(true);
    expect((await user.followGet(shopId)).ok).toBe(true);
    const unfollowed = await user.unfollow(shopId);
    expect(unfollowed.ok && unfollowed.value.following).toBe(false);
  });
});
