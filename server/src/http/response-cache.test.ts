import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { ADMIN_API_PATHS, API_PATHS, COMMUNITY_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import { makeProductDraft } from '@modavi/core/testing';
import type { Db } from '../db/db.js';
import { dbChanges, WATCHED_TABLES } from '../db/db-changes.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import { adminAccount, probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { signUp } from '../testing/auth-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { addressIn } from '../testing/commerce-probe.js';
import { tokenDigest } from '../sessions/token-digest.js';

const dataOf = <T>(response: CallResult): T => (response.body as { data: T }).data;

interface Summary {
  readonly _id: string;
  readonly sale_price: number;
  readonly quantity: number;
}

/**
 * `channelsOwn`: no one else's notifications arrive (PGlite). On a shared PostgreSQL server other
 * suites' schemas notify on the same database's channels, so an answer may be dropped needlessly.
 */
function responseCacheSuite(label: string, open: () => Promise<TestDb>, channelsOwn: boolean): void {
  describe(`public answers kept in memory (issue 17; ${label}): a change shows on the next request`, () => {
    let test: TestDb;
    let db: Db;
    let app: Hono;
    let seller: SellerProbe;
    let productId: string;
    const name = 'Áo khoác bộ nhớ đệm thử';

    const detail = async () => dataOf<Summary>(await call(app, 'GET', API_PATHS.product(productId)));
    const inList = async () =>
      dataOf<{ items: Summary[] }>(await call(app, 'GET', `${API_PATHS.products}?shop_id=${seller.shopId}`)).items.find((item) => item._id === productId);
    const inSearch = async () =>
      dataOf<{ items: Summary[] }>(await call(app, 'GET', `${API_PATHS.productSearch}?q=${encodeURIComponent(name)}`)).items.find((item) => item._id === productId);
    const everywhere = async () => ({ detail: await detail(), list: await inList(), search: await inSearch() });

    /** A write behind the triggers' back (they are what tells the caches). */
    const unseen = async (sql: string, params: unknown[]) => {
      await db.exec('ALTER TABLE products DISABLE TRIGGER products_changed; ALTER TABLE products DISABLE TRIGGER products_updated');
      try {
        await db.query(sql, params);
      } finally {
        await db.exec('ALTER TABLE products ENABLE TRIGGER products_changed; ALTER TABLE products ENABLE TRIGGER products_updated');
      }
    };

    beforeAll(async () => {
      test = await open();
      db = test.db;
      app = testApi(db);
      expect(await dbChanges(db).ready).toBe(true);
      seller = await sellerAccount(app, db, 'Shop bộ nhớ đệm');
      const admin = await adminAccount(app, db);
      const [category] = await db.query<{ id: string }>('SELECT id FROM categories ORDER BY position LIMIT 1');
      const draft = makeProductDraft({ name, category_id: category?.id ?? '', images: [await uploadOnRecord(db, { token: seller.token })], classifications: [], variants: [] });
      productId = dataOf<{ product: { _id: string } }>(await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: seller.token, body: { draft, submit: true } })).product._id;
      await call(app, 'POST', ADMIN_API_PATHS.adminProductApprove(productId), { token: admin.token });
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('answers from memory while nothing it read changed', async () => {
      const description = async () => dataOf<{ description: string }>(await call(app, 'GET', API_PATHS.product(productId))).description;
      const before = await description();
      // Behind the triggers' back (they are what tells the cache; the search copy's trigger would
      // tell it of a price), a change stays unseen...
      await unseen(`UPDATE products SET description = description || ' (1)' WHERE id = $1`, [productId]);
      expect(await description()).toBe(before);
      // ...and the next change told shows both.
      await db.query(`UPDATE products SET description = description || ' (2)' WHERE id = $1`, [productId]);
      expect(await description()).toBe(`${before} (1) (2)`);
    });

    it("shows a seller's new price and stock on the product, in the shop's list and in search at once", async () => {
      const before = await everywhere();
      expect(before.list?.quantity).toBe(before.detail.quantity);
      expect(before.search?._id).toBe(productId);
      const saved = await call(app, 'PUT', SELLER_API_PATHS.sellerProductBulk, {
        token: seller.token,
        body: { rows: [{ product_id: productId, variant_id: null, price: 321_000, stock: 7 }] },
      });
      expect(saved.status).toBe(200);
      const after = await everywhere();
      for (const seen of [after.detail, after.list, after.search]) expect(seen).toMatchObject({ sale_price: 321_000, quantity: 7 });
    });

    it('shows stock a write of any path took (an order, a cancellation) at once', async () => {
      await everywhere();
      await db.query('UPDATE products SET quantity = 3 WHERE id = $1', [productId]);
      const after = await everywhere();
      for (const seen of [after.detail, after.list, after.search]) expect(seen?.quantity).toBe(3);
    });

    it("drops only the ordered product's answers when an order moves its stock and sold (issue 26)", async () => {
      const [{ id: otherId = '' } = {}] = await db.query<{ id: string }>('SELECT id FROM products WHERE listed AND id <> $1 ORDER BY position LIMIT 1', [productId]);
      const descriptionOf = async (id: string) => dataOf<{ description: string }>(await call(app, 'GET', API_PATHS.product(id))).description;
      const other = await descriptionOf(otherId);
      const before = await everywhere();
      await unseen(`UPDATE products SET description = description || ' (unseen)' WHERE id = $1`, [otherId]);
      // What placing an order writes (checkout-place.ts): counters of the ordered product only.
      await db.query('UPDATE products SET quantity = quantity - 1, sold = sold + 1 WHERE id = $1', [productId]);
      const after = await everywhere();
      for (const seen of [after.detail, after.list, after.search]) expect(seen?.quantity).toBe(before.detail.quantity - 1);
      // Another product's answer stayed kept (only provable where no one else notifies: channelsOwn).
      if (channelsOwn) expect(await descriptionOf(otherId)).toBe(other);
      // Any other change of the table drops every answer.
      await db.query(`UPDATE products SET description = description || ' (told)' WHERE id = $1`, [productId]);
      expect(await descriptionOf(otherId)).toBe(`${other} (unseen)`);
    });

    it("keeps a guest's feed until someone likes a post, and never keeps an account's own", async () => {
      const feed = async (token?: string) =>
        dataOf<{ items: { _id: string; like_count: number; liked: boolean }[] }>(await call(app, 'GET', COMMUNITY_API_PATHS.posts, token ? { token } : {})).items;
      const [first] = await feed();
      expect(first).toBeDefined();
      const buyer = await signUp(app, { destination: probePhone(), name: 'Người Thích' });
      expect((await feed(buyer.token)).find((post) => post._id === first?._id)?.liked).toBe(false);
      expect((await call(app, 'POST', COMMUNITY_API_PATHS.postLike(first?._id ?? ''), { token: buyer.token })).status).toBe(200);
      expect((await feed()).find((post) => post._id === first?._id)?.like_count).toBe((first?.like_count ?? 0) + 1);
      expect((await feed(buyer.token)).find((post) => post._id === first?._id)?.liked).toBe(true);
    });

    it("prices checkout's preview from a stock and a shop's payment methods changed a moment ago", async () => {
      const { token } = dataOf<{ token: string }>(await call(app, 'POST', API_PATHS.guestToken, { body: {} }));
      const preview = async () =>
        dataOf<{ issues: { code: string }[] }>(
          await call(app, 'POST', API_PATHS.checkoutPreview, {
            token,
            body: {
              shops: [{ shop_id: seller.shopId, items: [{ product_id: productId, variant_id: null, quantity: 2 }] }],
              address: addressIn('01'),
              payment_method: 'CASH',
              voucher_codes: [],
              agreed_terms: true,
            },
          }),
        ).issues.map((issue) => issue.code);
      await db.query('UPDATE products SET quantity = 5 WHERE id = $1', [productId]);
      expect(await preview()).toEqual([]);
      await db.query('UPDATE products SET quantity = 1 WHERE id = $1', [productId]);
      expect(await preview()).toEqual(['CART.OUT_OF_STOCK']);
      await db.query('UPDATE products SET quantity = 5 WHERE id = $1', [productId]);
      await db.query(`INSERT INTO shop_payment_methods (shop_id, method) VALUES ($1, 'MOMO')`, [seller.shopId]);
      expect(await preview()).toEqual(['CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP']);
    });

    it('sends the kept answer gzipped to a client that takes gzip', async () => {
      const plain = await call(app, 'GET', API_PATHS.product(productId));
      const zipped = await app.request(`/${API_PATHS.product(productId)}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(plain.body);
    });

    it('refuses a kept session once the database ends it', async () => {
      const { token } = dataOf<{ token: string }>(await call(app, 'POST', API_PATHS.guestToken, { body: {} }));
      expect((await call(app, 'GET', API_PATHS.cartAll, { token })).status).toBe(200);
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [tokenDigest(token)]);
      expect((await call(app, 'GET', API_PATHS.cartAll, { token })).status).toBe(401);
    });

    it('has a change trigger on every table a kept answer or read depends on', async () => {
      const tables = [...WATCHED_TABLES];
      const rows = await db.query<{ table: string }>(
        `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = c.relname || '_changed'`,
      );
      expect(tables.filter((table) => !rows.some((row) => row.table === table))).toEqual([]);
    });
  });
}

responseCacheSuite('PGlite', () => memoryTestDb(), true);
// Issue 26: the same caches on PostgreSQL, told by LISTEN on a connection of their own.
describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  responseCacheSuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL), false);
});
