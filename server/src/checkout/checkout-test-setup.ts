import { afterAll, beforeAll, expect } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, CheckoutPreviewSchema, envelopeSchema, type CheckoutPreview } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const PreviewEnvelope = envelopeSchema(CheckoutPreviewSchema);

/** What every checkout endpoint's tests share: a seeded database, the API over it and products to buy. */
export interface CheckoutFixture {
  db: Db;
  app: Hono;
  /** In stock (3+) at a Hà Nội shop taking all eight payment methods. */
  hanoi: SellableProbe;
  /** Another Hà Nội shop's product (2+). */
  hanoiOther: SellableProbe;
  /** A TP. Hồ Chí Minh shop's product (2+). */
  saigon: SellableProbe;
  /** A Korean shop's product (international order). */
  korean: SellableProbe;
  /** Puts the probe in the token's cart and answers the cart line's id. */
  addToCart(token: string, probe: SellableProbe, quantity?: number): Promise<string>;
  /** The preview of a body, expected to answer 200. */
  preview(token: string, body: unknown, headers?: Record<string, string>): Promise<CheckoutPreview>;
  issueCodes(result: CheckoutPreview): string[];
}

/**
 * Registers the suite's beforeAll/afterAll (a fresh in-memory PGlite, seeded) and answers the
 * fixture; its fields are filled once beforeAll has run, so read them inside tests or hooks.
 */
export function checkoutFixture(): CheckoutFixture {
  let test: TestDb | null = null;
  const fixture = {
    addToCart: async (token: string, probe: SellableProbe, quantity = 1): Promise<string> => {
      const { app } = fixture;
      const added = await call(app, 'POST', API_PATHS.cartAdd, { token, body: { product_id: probe.productId, variant_id: probe.variantId, quantity } });
      expect(added.status).toBe(201);
      const cart = await call(app, 'GET', API_PATHS.cartAll, { token });
      const lines = (cart.body as { data: { valid: { items: { _id: string; product: { _id: string }; variant_id: string | null }[] }[] } }).data.valid.flatMap(
        (group) => group.items,
      );
      const line = lines.find((candidate) => candidate.product._id === probe.productId && candidate.variant_id === probe.variantId);
      if (!line) throw new Error('line not in cart');
      return line._id;
    },
    preview: async (token: string, body: unknown, headers: Record<string, string> = {}): Promise<CheckoutPreview> => {
      const response = await call(fixture.app, 'POST', API_PATHS.checkoutPreview, { token, body, headers });
      expect(response.status).toBe(200);
      return PreviewEnvelope.parse(response.body).data;
    },
    issueCodes: (result: CheckoutPreview) => result.issues.map((found) => found.code),
  } as CheckoutFixture;

  beforeAll(async () => {
    test = await memoryTestDb();
    fixture.db = test.db;
    fixture.app = testApi(test.db);
    fixture.hanoi = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 3 });
    fixture.hanoiOther = await sellable(test.db, { shopWhere: `${VN_SHOP_ALL_METHODS('01')} AND s.id <> $3`, minStock: 2, params: [fixture.hanoi.shopId] });
    fixture.saigon = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 2 });
    // The Korean shops taking all eight methods, read typed; the probe then picks among them.
    const korean = await typedDb(test.db)
      .selectFrom('shops as s')
      .select('s.id')
      .where('s.country', '=', 'KR')
      .where((eb) => eb(eb.selectFrom('shop_payment_methods as m').select(sql<number>`count(*)`.as('n')).whereRef('m.shop_id', '=', 's.id'), '=', 8))
      .execute();
    fixture.korean = await sellable(test.db, { shopWhere: 's.id = ANY($3::text[])', params: [korean.map((shop) => shop.id)] });
  });
  afterAll(async () => {
    await test?.dispose();
  });
  return fixture;
}
