import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import {
  errorCodeOf,
  guestToken,
  newKey,
  orderBody,
  placeCall,
  PlacementEnvelope,
  sellable,
  stockOf,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';
import { tokenDigest } from '../sessions/token-digest.js';

const BUYERS = 8;

/** Every order has its shops and lines, every shop part its lines: nothing half-written. */
async function orphans(db: Db): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id))
          + (SELECT count(*) FROM order_shops s WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_shop_id = s.id)) AS count`,
  );
  return Number(row?.count ?? -1);
}

const countWhere = async (db: Db, sql: string, params: unknown[]): Promise<number> =>
  Number((await db.query<{ count: number }>(sql, params))[0]?.count ?? -1);

/** Placing orders at the same time: on PGlite (one connection, so serial) and on PostgreSQL (row locks). */
function concurrencySuite(engine: string, open: () => Promise<TestDb>): void {
  describe(`checkout under concurrency (${engine})`, () => {
    let test: TestDb;
    let db: Db;
    let app: Hono;
    let probe: SellableProbe;

    const setStock = async (target: SellableProbe, quantity: number) => {
      if (target.variantId) {
        await db.query('UPDATE variants SET quantity = $2 WHERE id = $1', [target.variantId, quantity]);
        await db.query('UPDATE products p SET quantity = (SELECT sum(quantity) FROM variants v WHERE v.product_id = p.id) WHERE id = $1', [target.productId]);
      } else {
        await db.query('UPDATE products SET quantity = $2 WHERE id = $1', [target.productId, quantity]);
      }
    };

    beforeAll(async () => {
      test = await open();
      db = test.db;
      app = testApi(db);
      probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 1 });
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it(`sells the last unit once among ${BUYERS} buyers checking out at the same time`, async () => {
      await setStock(probe, 1);
      const tokens = await Promise.all(Array.from({ length: BUYERS }, () => guestToken(app)));
      const results = await Promise.all(tokens.map((token) => placeCall(app, token, orderBody([{ probe }]))));
      const placed = results.filter((result) => result.status === 201);
      expect(placed).toHaveLength(1);
      expect(results.filter((result) => result.status === 409).map(errorCodeOf)).toEqual(Array(BUYERS - 1).fill('CART.OUT_OF_STOCK'));
      expect(await stockOf(db, probe)).toBe(0);
      const owners = await db.query<{ owner_id: string }>('SELECT owner_id FROM sessions WHERE token_hash = ANY($1::text[])', [tokens.map(tokenDigest)]);
      expect(await countWhere(db, 'SELECT count(*)::int AS count FROM orders WHERE owner_id = ANY($1::text[])', [owners.map((row) => row.owner_id)])).toBe(1);
      expect(await orphans(db)).toBe(0);
    });

    it('answers concurrent retries with the same key with one order, charged once', async () => {
      await setStock(probe, 5);
      const token = await guestToken(app);
      const key = newKey();
      const body = orderBody([{ probe }]);
      const results = await Promise.all(Array.from({ length: 6 }, () => placeCall(app, token, body, key)));
      expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(results.map((result) => PlacementEnvelope.parse(result.body).data.order._id));
      expect(ids.size).toBe(1);
      expect(await stockOf(db, probe)).toBe(4);
      expect(await countWhere(db, 'SELECT count(*)::int AS count FROM orders WHERE idempotency_key = $1', [key])).toBe(1);
    });

    it('sells the last promotion unit once', async () => {
      const [item] = await db.query<{ id: string; product_id: string; shop_id: string; variant_id: string | null }>(
        `SELECT i.id, i.product_id, p.shop_id, (SELECT v.id FROM variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) AS variant_id
         FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
         JOIN shops s ON s.id = p.shop_id
         WHERE g.start_time < now() AND g.end_time > now() AND s.country = 'VN'
           AND EXISTS (SELECT 1 FROM shop_payment_methods m WHERE m.shop_id = p.shop_id AND m.method = 'CASH')
         ORDER BY i.id LIMIT 1`,
      );
      if (!item) throw new Error('no running promotion in the seed');
      const target = { productId: item.product_id, variantId: item.variant_id, shopId: item.shop_id };
      await setStock({ ...target, stock: 0, price: 0, weight: 0 }, 100);
      await db.query('UPDATE promotion_items SET sold = product_limit - 1 WHERE id = $1', [item.id]);
      const promoted = async () =>
        (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM order_items WHERE promotion_item_id = $1', [item.id]))[0]?.count ?? 0;
      const before = await promoted();
      const tokens = await Promise.all(Array.from({ length: BUYERS }, () => guestToken(app)));
      const results = await Promise.all(tokens.map((token) => placeCall(app, token, orderBody([{ probe: target }]))));
      // Issue 25: the last promotion unit goes to one order; the others, finding the promotion stock
      // sold, buy at the sale price (core's variantPriceAt), as the product page then shows.
      expect(results.map((result) => result.status)).toEqual(Array(BUYERS).fill(201));
      expect(await promoted()).toBe(before + 1);
      const [after] = await db.query<{ left: number }>('SELECT product_limit - sold AS left FROM promotion_items WHERE id = $1', [item.id]);
      expect(after?.left).toBe(0);
      expect(await orphans(db)).toBe(0);
    });

    it('gives a voucher’s last use to one order', async () => {
      await setStock(probe, 100);
      const [voucher] = await db.query<{ min_order: number }>(`SELECT min_order FROM vouchers WHERE code = 'FREESHIP'`);
      await db.query(`UPDATE vouchers SET usable_count = (SELECT count(*) FROM voucher_usage u JOIN vouchers v ON v.id = u.voucher_id WHERE v.code = 'FREESHIP' AND u.released_at IS NULL) + 1 WHERE code = 'FREESHIP'`);
      const quantity = Math.min(100, Math.max(1, Math.ceil((voucher?.min_order ?? 0) / Math.max(1, probe.price))));
      const tokens = await Promise.all(Array.from({ length: BUYERS }, () => guestToken(app)));
      const results = await Promise.all(tokens.map((token) => placeCall(app, token, orderBody([{ probe, quantity }], { voucher_codes: ['FREESHIP'] }))));
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);
      expect(results.filter((result) => result.status !== 201).map(errorCodeOf)).toEqual(Array(BUYERS - 1).fill('VOUCHER.OUT_OF_USES'));
      expect(await stockOf(db, probe)).toBe(100 - quantity);
    });
  });
}

concurrencySuite('PGlite', () => memoryTestDb());

// PostgreSQL proper: real concurrent transactions, in a schema of its own that is dropped afterwards.
describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  concurrencySuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL));
});
