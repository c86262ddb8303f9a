import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  API_PATHS,
  ErrorEnvelopeSchema,
  ProductPageSchema,
  ShopFollowSchema,
  ShopProfileSchema,
  TopSellerPageSchema,
  VoucherSchema,
  envelopeSchema,
} from '@modavi/core';
import * as z from 'zod/mini';
import { guestSessionCreate } from '../sessions/session-store.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { tokenDigest } from '../sessions/token-digest.js';

const ProfileEnvelope = envelopeSchema(ShopProfileSchema);
const TopEnvelope = envelopeSchema(TopSellerPageSchema);
const FollowEnvelope = envelopeSchema(ShopFollowSchema);
const PageEnvelope = envelopeSchema(ProductPageSchema);
const VouchersEnvelope = envelopeSchema(z.array(VoucherSchema));

const errorCode = (body: unknown) => ErrorEnvelopeSchema.parse(body).error_code;

describe('shops', () => {
  let test: TestDb;
  let app: Hono;

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  describe('seller page', () => {
    it('gives the shop with its visible products, sales and shown categories only', async () => {
      // A shop with a hidden category (every fourth shop of the seed has one).
      const [shop] = await test.db.query<{ id: string; product_count: number; sold: number }>(
        `SELECT s.id, (SELECT count(*)::int FROM products p WHERE p.shop_id = s.id AND NOT p.hidden) AS product_count,
                (SELECT sum(sold)::int FROM products p WHERE p.shop_id = s.id AND NOT p.hidden) AS sold
         FROM shops s WHERE EXISTS (SELECT 1 FROM shop_categories sc WHERE sc.shop_id = s.id AND sc.status = 'hide') ORDER BY s.id LIMIT 1`,
      );
      if (!shop) throw new Error('the seed has no shop with a hidden category');
      const response = await call(app, 'GET', API_PATHS.shop(shop.id));
      expect(response.status).toBe(200);
      const profile = ProfileEnvelope.parse(response.body).data;
      expect(profile).toMatchObject({ _id: shop.id, product_count: shop.product_count, sold: shop.sold });
      const shown = await test.db.query<{ title: string }>(`SELECT title FROM shop_categories WHERE shop_id = $1 AND status = 'show' ORDER BY position`, [shop.id]);
      expect(profile.categories.map((category) => category.title)).toEqual(shown.map((row) => row.title));
      expect(profile.categories.every((category) => category.product_count > 0)).toBe(true);
    });

    it('answers SHOP.NOT_FOUND for an unknown shop', async () => {
      const response = await call(app, 'GET', API_PATHS.shop('ffffffffffffffffffffffff'));
      expect(response.status).toBe(404);
      expect(errorCode(response.body)).toBe('SHOP.NOT_FOUND');
    });

    it("lists a shop's products and those of one of its categories through the search", async () => {
      const [category] = await test.db.query<{ id: string; shop_id: string }>(`SELECT id, shop_id FROM shop_categories WHERE status = 'show' ORDER BY id LIMIT 1`);
      const members = await test.db.query<{ product_id: string }>(
        'SELECT scp.product_id FROM shop_category_products scp JOIN products p ON p.id = scp.product_id WHERE NOT p.hidden AND scp.shop_category_id = $1',
        [category?.id],
      );
      const response = await call(app, 'GET', `${API_PATHS.productSearch}?shop_id=${category?.shop_id}&shop_category_id=${category?.id}&limit=60`);
      const page = PageEnvelope.parse(response.body).data;
      expect(page.items.map((item) => item._id).sort()).toEqual(members.map((row) => row.product_id).sort());
      expect(page.items.every((item) => item.shop._id === category?.shop_id)).toBe(true);

      const [hidden] = await test.db.query<{ id: string }>(`SELECT id FROM shop_categories WHERE status = 'hide' LIMIT 1`);
      const none = await call(app, 'GET', `${API_PATHS.productSearch}?shop_category_id=${hidden?.id}`);
      expect(PageEnvelope.parse(none.body).data.total).toBe(0);
    });
  });

  describe('top sellers', () => {
    const top = async (query: string) => {
      const response = await call(app, 'GET', `${API_PATHS.topSellers}${query}`);
      expect(response.status).toBe(200);
      return TopEnvelope.parse(response.body).data;
    };

    it('ranks every shop by items sold, with its three best sellers', async () => {
      const all = await top('?limit=60');
      const [shops] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM shops');
      expect(all.total).toBe(shops?.count);
      expect(all.items.map((item) => item.rank)).toEqual(all.items.map((_, index) => index + 1));
      const sold = all.items.map((item) => item.sold);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      const [best] = await test.db.query<{ shop_id: string; sold: number }>(
        'SELECT shop_id, sum(sold)::int AS sold FROM products WHERE NOT hidden GROUP BY shop_id ORDER BY sold DESC LIMIT 1',
      );
      expect(all.items[0]).toMatchObject({ _id: best?.shop_id, sold: best?.sold });
      const leader = all.items[0];
      const bestSellers = await test.db.query<{ id: string }>(
        'SELECT id FROM products WHERE shop_id = $1 AND NOT hidden ORDER BY sold DESC, position LIMIT 3',
        [leader?._id],
      );
      expect(leader?.products.map((product) => product._id)).toEqual(bestSellers.map((row) => row.id));
    });

    it('pages the ranking without gaps or overlaps', async () => {
      const all = await top('?limit=20');
      const first = await top('?limit=10&page=1');
      const second = await top('?limit=10&page=2');
      expect([...first.items, ...second.items]).toEqual(all.items);
      expect(second.items[0]?.rank).toBe(11);
    });
  });

  describe('following', () => {
    const userSession = async () => {
      const token = randomBytes(32).toString('hex');
      await test.db.query(`INSERT INTO sessions (token_hash, kind, owner_id, expires_at) VALUES ($1, 'user', $2, now() + interval '1 day')`, [
        tokenDigest(token),
        randomBytes(12).toString('hex'),
      ]);
      return token;
    };
    const shopId = async () => (await test.db.query<{ id: string }>('SELECT id FROM shops ORDER BY id LIMIT 1'))[0]?.id ?? '';

    it('needs a token, and a signed-in account rather than a guest', async () => {
      const id = await shopId();
      const anonymous = await call(app, 'POST', API_PATHS.shopFollow(id));
      expect(anonymous.status).toBe(401);
      expect(errorCode(anonymous.body)).toBe('AUTH.TOKEN_MISSING');
      const guest = await guestSessionCreate(test.db);
      const asGuest = await call(app, 'POST', API_PATHS.shopFollow(id), { token: guest.token });
      expect(asGuest.status).toBe(403);
      expect(errorCode(asGuest.body)).toBe('SHOP.FOLLOW_LOGIN_REQUIRED');
    });

    it('follows and unfollows once each, moving the follower count with it', async () => {
      const id = await shopId();
      const token = await userSession();
      const state = async (method: string) => {
        const response = await call(app, method, API_PATHS.shopFollow(id), { token });
        expect(response.status).toBe(200);
        return FollowEnvelope.parse(response.body).data;
      };
      const before = await state('GET');
      expect(before.following).toBe(false);
      expect(await state('POST')).toEqual({ shop_id: id, following: true, followers: before.followers + 1 });
      expect(await state('POST')).toEqual({ shop_id: id, following: true, followers: before.followers + 1 });
      expect(ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.shop(id))).body).data.followers).toBe(before.followers + 1);
      expect(await state('DELETE')).toEqual({ shop_id: id, following: false, followers: before.followers });
      expect(await state('DELETE')).toEqual({ shop_id: id, following: false, followers: before.followers });
    });

    it('answers SHOP.NOT_FOUND for an unknown shop', async () => {
      const token = await userSession();
      const response = await call(app, 'POST', API_PATHS.shopFollow('ffffffffffffffffffffffff'), { token });
      expect(response.status).toBe(404);
      expect(errorCode(response.body)).toBe('SHOP.NOT_FOUND');
    });
  });
  describe('seller page vouchers', () => {
    it("lists the shop's public vouchers that still run or are to come, and only that shop's", async () => {
      const [row] = await test.db.query<{ shop_id: string }>(
        `SELECT shop_id FROM vouchers WHERE shop_id IS NOT NULL AND display = 'public' AND NOT deleted ORDER BY shop_id LIMIT 1`,
      );
      if (!row) throw new Error('the seed has no public shop voucher');
      const response = await call(app, 'GET', API_PATHS.shopVouchers(row.shop_id));
      expect(response.status).toBe(200);
      const vouchers = VouchersEnvelope.parse(response.body).data;
      expect(vouchers.length).toBeGreaterThan(0);
      expect(vouchers.every((voucher) => voucher.shop_id === row.shop_id && voucher.display === 'public')).toBe(true);
      const expected = await test.db.query<{ code: string }>(
        `SELECT code FROM vouchers WHERE shop_id = $1 AND display = 'public' AND NOT deleted AND NOT ended_early AND end_time > now() AND user_ids = '[]'::jsonb ORDER BY position`,
        [row.shop_id],
      );
      expect(vouchers.map((voucher) => voucher.code)).toEqual(expected.map((voucher) => voucher.code));
    });

    it('leaves out code-only vouchers and gives an empty list to a shop without vouchers', async () => {
      const [codeOnly] = await test.db.query<{ shop_id: string; code: string }>(
        `SELECT shop_id, code FROM vouchers WHERE shop_id IS NOT NULL AND display <> 'public' ORDER BY shop_id LIMIT 1`,
      );
      if (codeOnly) {
        const vouchers = VouchersEnvelope.parse((await call(app, 'GET', API_PATHS.shopVouchers(codeOnly.shop_id))).body).data;
        expect(vouchers.map((voucher) => voucher.code)).not.toContain(codeOnly.code);
      }
      const [none] = await test.db.query<{ id: string }>(
        `SELECT id FROM shops s WHERE NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.shop_id = s.id) ORDER BY id LIMIT 1`,
      );
      if (!none) throw new Error('every shop has a voucher');
      const response = await call(app, 'GET', API_PATHS.shopVouchers(none.id));
      expect(response.status).toBe(200);
      expect(VouchersEnvelope.parse(response.body).data).toEqual([]);
    });

    it('answers SHOP.NOT_FOUND for an unknown shop', async () => {
      const response = await call(app, 'GET', API_PATHS.shopVouchers('ffffffffffffffffffffffff'));
      expect(response.status).toBe(404);
      expect(errorCode(response.body)).toBe('SHOP.NOT_FOUND');
    });
  });
});
