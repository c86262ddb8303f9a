import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, CartSchema, envelopeSchema, ErrorEnvelopeSchema, type Cart } from '@modavi/core';
import { z } from 'zod';
import { call, testApi } from '../testing/test-api.js';
import type { TestDb } from '../testing/test-db.js';
import { plainProductInStock, variantInStock, type VariantProbe } from '../testing/catalogue-probe.js';
import { tokenDigest } from '../sessions/token-digest.js';

const CartEnvelope = envelopeSchema(CartSchema);
const CountEnvelope = envelopeSchema(z.number().int().nonnegative());

/** The cart calls against one database engine; run by cart.test.ts for PGlite and for PostgreSQL. */
export function cartSuite(engine: string, open: () => Promise<TestDb>): void {
  describe(`cart (${engine})`, () => {
    let test: TestDb;
    let app: Hono;
    let probe: VariantProbe;

    const guest = async (): Promise<string> => {
      const response = await call(app, 'POST', API_PATHS.guestToken, { body: {} });
      return (response.body as { data: { token: string } }).data.token;
    };
    const cartOf = async (token: string): Promise<Cart> => {
      const response = await call(app, 'GET', API_PATHS.cartAll, { token });
      expect(response.status).toBe(200);
      return CartEnvelope.parse(response.body).data;
    };
    const countOf = async (token: string): Promise<number> =>
      CountEnvelope.parse((await call(app, 'GET', API_PATHS.cartCount, { token })).body).data;
    const add = (token: string, body: unknown) => call(app, 'POST', API_PATHS.cartAdd, { token, body });
    const errorCode = (body: unknown) => ErrorEnvelopeSchema.parse(body).error_code;
    const lines = (cart: Cart) => [...cart.valid, ...cart.invalid].flatMap((group) => group.items);

    beforeAll(async () => {
      test = await open();
      app = testApi(test.db);
      probe = await variantInStock(test.db);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    describe('authorization', () => {
      it('401 AUTH.TOKEN_MISSING without a token', async () => {
        const response = await call(app, 'GET', API_PATHS.cartAll);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, message: expect.any(String), error_code: 'AUTH.TOKEN_MISSING' });
      });

      it('401 AUTH.TOKEN_INVALID for an unknown token or another scheme', async () => {
        expect(errorCode((await call(app, 'GET', API_PATHS.cartCount, { token: 'not-a-token' })).body)).toBe('AUTH.TOKEN_INVALID');
        const token = await guest();
        const basic = await call(app, 'GET', API_PATHS.cartCount, { headers: { authorization: `Basic ${token}` } });
        expect(basic.status).toBe(401);
        expect(errorCode(basic.body)).toBe('AUTH.TOKEN_INVALID');
      });

      it('401 for an expired or revoked session', async () => {
        await test.db.query(
          `INSERT INTO sessions (token_hash, kind, owner_id, expires_at) VALUES ($1, 'guest', 'owner-expired', now() - interval '1 day')`,
          [tokenDigest('expired-token')],
        );
        const revoked = await guest();
        await test.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [tokenDigest(revoked)]);
        for (const token of ['expired-token', revoked]) {
          const response = await call(app, 'GET', API_PATHS.cartAll, { token });
          expect(response.status).toBe(401);
          expect(errorCode(response.body)).toBe('AUTH.TOKEN_INVALID');
        }
      });
    });

    it('starts empty', async () => {
      const token = await guest();
      expect(await cartOf(token)).toEqual({ valid: [], invalid: [] });
      expect(await countOf(token)).toBe(0);
    });

    it('adds a variant, and adding it again merges the line', async () => {
      const token = await guest();
      const first = await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 });
      expect(first.status).toBe(201);
      expect(CountEnvelope.parse(first.body)).toMatchObject({ statusCode: 201, data: 1 });
      const second = await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 });
      expect(CountEnvelope.parse(second.body).data).toBe(1);
      const cart = await cartOf(token);
      expect(cart.invalid).toEqual([]);
      expect(cart.valid).toHaveLength(1);
      const [line] = lines(cart);
      expect(line).toMatchObject({
        quantity: 2,
        variant_id: probe.variantId,
        sale_price: probe.salePrice,
        price: probe.salePrice,
        store_quantity: probe.stock,
        is_selected: true,
        product: { _id: probe.productId, variant: { _id: probe.variantId, sale_price: probe.salePrice, quantity: probe.stock } },
      });
      expect(cart.valid[0]?.shop._id).toBe(probe.shopId);
      expect(await countOf(token)).toBe(1);
    });

    it('merges lines of a product without variants too', async () => {
      const token = await guest();
      const plain = await plainProductInStock(test.db);
      expect((await add(token, { product_id: plain.productId, quantity: 1 })).status).toBe(201);
      expect((await add(token, { product_id: plain.productId, variant_id: null, quantity: 1 })).status).toBe(201);
      const [line] = lines(await cartOf(token));
      expect(line).toMatchObject({ quantity: 2, variant_id: null, store_quantity: plain.stock, product: { variant: null } });
    });

    it('refuses a product with variants but no variant, a foreign variant and unknown or hidden products', async () => {
      const token = await guest();
      const noVariant = await add(token, { product_id: probe.productId, quantity: 1 });
      expect(noVariant.status).toBe(400);
      expect(errorCode(noVariant.body)).toBe('CART.VARIANT_REQUIRED');
      const other = await variantInStock(test.db, 1);
      const foreign = await add(token, { product_id: probe.productId, variant_id: other.variantId, quantity: 1 });
      expect(foreign.status).toBe(404);
      expect(errorCode(foreign.body)).toBe('CART.VARIANT_NOT_FOUND');
      const unknown = await add(token, { product_id: 'ffffffffffffffffffffffff', quantity: 1 });
      expect(unknown.status).toBe(404);
      expect(errorCode(unknown.body)).toBe('PRODUCT.NOT_FOUND');
      const [hidden] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE hidden ORDER BY position LIMIT 1');
      const hiddenAdd = await add(token, { product_id: hidden?.id, quantity: 1 });
      expect(hiddenAdd.status).toBe(404);
      expect(await countOf(token)).toBe(0);
    });

    it('refuses more than the stock, counting what the cart already holds', async () => {
      const token = await guest();
      const over = await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: probe.stock + 1 });
      expect(over.status).toBe(409);
      expect(errorCode(over.body)).toBe('CART.OUT_OF_STOCK');
      expect((await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: probe.stock - 1 })).status).toBe(201);
      const beyond = await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 2 });
      expect(beyond.status).toBe(409);
      expect(errorCode(beyond.body)).toBe('CART.OUT_OF_STOCK');
      expect((await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 })).status).toBe(201);
      expect(lines(await cartOf(token))[0]?.quantity).toBe(probe.stock);
    });

    it('refuses a sold-out variant', async () => {
      const token = await guest();
      const [soldOut] = await test.db.query<{ product_id: string; id: string }>(
        `SELECT v.product_id, v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE v.quantity = 0 AND NOT p.hidden LIMIT 1`,
      );
      const response = await add(token, { product_id: soldOut?.product_id, variant_id: soldOut?.id, quantity: 1 });
      expect(response.status).toBe(409);
      expect(errorCode(response.body)).toBe('CART.OUT_OF_STOCK');
    });

    it('validates the add body', async () => {
      const token = await guest();
      const zero = await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 0 });
      expect(zero.status).toBe(400);
      expect(errorCode(zero.body)).toBe('CART.QUANTITY_INVALID');
      const broken = await add(token, '{not json');
      expect(broken.status).toBe(400);
      expect(errorCode(broken.body)).toBe('REQUEST.INVALID');
      const missing = await add(token, { quantity: 1 });
      expect(errorCode(missing.body)).toBe('REQUEST.INVALID');
    });

    it('sets a quantity between 1 and the stock', async () => {
      const token = await guest();
      await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 });
      const lineId = lines(await cartOf(token))[0]?._id ?? '';
      const set = (quantity: unknown) => call(app, 'PUT', API_PATHS.cartQuantities(lineId), { token, body: { quantity } });
      expect((await set(probe.stock)).status).toBe(200);
      expect(lines(await cartOf(token))[0]?.quantity).toBe(probe.stock);
      const over = await set(probe.stock + 1);
      expect(over.status).toBe(409);
      expect(errorCode(over.body)).toBe('CART.OUT_OF_STOCK');
      for (const invalid of [0, -1, 1.5, '2']) {
        const response = await set(invalid);
        expect(response.status).toBe(400);
        expect(errorCode(response.body)).toBe('CART.QUANTITY_INVALID');
      }
      expect((await set(1)).status).toBe(200);
      expect(lines(await cartOf(token))[0]?.quantity).toBe(1);
    });

    it('deletes one line, then answers 404 for it', async () => {
      const token = await guest();
      await add(token, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 });
      const lineId = lines(await cartOf(token))[0]?._id ?? '';
      const removed = await call(app, 'DELETE', API_PATHS.cartLine(lineId), { token });
      expect(removed.status).toBe(200);
      expect(CountEnvelope.parse(removed.body).data).toBe(0);
      const again = await call(app, 'DELETE', API_PATHS.cartLine(lineId), { token });
      expect(again.status).toBe(404);
      expect(errorCode(again.body)).toBe('CART.LINE_NOT_FOUND');
    });

    it('deletes many lines at once', async () => {
      const token = await guest();
      const others = await Promise.all([1, 2, 3].map((nth) => variantInStock(test.db, nth)));
      for (const item of [probe, ...others]) await add(token, { product_id: item.productId, variant_id: item.variantId, quantity: 1 });
      const ids = lines(await cartOf(token)).map((line) => line._id);
      expect(ids).toHaveLength(4);
      const response = await call(app, 'POST', API_PATHS.cartDeleteMany, { token, body: { ids: ids.slice(0, 3) } });
      expect(response.status).toBe(200);
      expect(CountEnvelope.parse(response.body).data).toBe(1);
      expect(lines(await cartOf(token)).map((line) => line._id)).toEqual(ids.slice(3));
      const invalid = await call(app, 'POST', API_PATHS.cartDeleteMany, { token, body: { ids: 'all' } });
      expect(errorCode(invalid.body)).toBe('REQUEST.INVALID');
    });

    it("keeps each owner's lines to themselves", async () => {
      const owner = await guest();
      const stranger = await guest();
      await add(owner, { product_id: probe.productId, variant_id: probe.variantId, quantity: 1 });
      const lineId = lines(await cartOf(owner))[0]?._id ?? '';
      expect(await cartOf(stranger)).toEqual({ valid: [], invalid: [] });
      expect(await countOf(stranger)).toBe(0);
      const put = await call(app, 'PUT', API_PATHS.cartQuantities(lineId), { token: stranger, body: { quantity: 1 } });
      expect(put.status).toBe(404);
      expect(errorCode(put.body)).toBe('CART.LINE_NOT_FOUND');
      expect((await call(app, 'DELETE', API_PATHS.cartLine(lineId), { token: stranger })).status).toBe(404);
      await call(app, 'POST', API_PATHS.cartDeleteMany, { token: stranger, body: { ids: [lineId] } });
      expect(await countOf(owner)).toBe(1);
    });

    it('groups lines per shop, the shop of the newest line first', async () => {
      const token = await guest();
      const items = [await variantInStock(test.db, 4), await variantInStock(test.db, 5), await variantInStock(test.db, 6)];
      expect(new Set(items.map((item) => item.shopId)).size).toBe(3);
      for (const item of items) await add(token, { product_id: item.productId, variant_id: item.variantId, quantity: 1 });
      // Adding to the first line again makes it the most recent.
      await add(token, { product_id: items[0]!.productId, variant_id: items[0]!.variantId, quantity: 1 });
      const cart = await cartOf(token);
      expect(cart.valid.map((group) => group.shop._id)).toEqual([items[0]!.shopId, items[2]!.shopId, items[1]!.shopId]);
    });

    it('moves lines whose variant sold out or whose product was hidden to invalid', async () => {
      const token = await guest();
      const soldOut = await variantInStock(test.db, 7);
      const hidden = await variantInStock(test.db, 8);
      const fine = await variantInStock(test.db, 9);
      for (const item of [soldOut, hidden, fine]) await add(token, { product_id: item.productId, variant_id: item.variantId, quantity: 1 });
      await test.db.query('UPDATE variants SET quantity = 0 WHERE id = $1', [soldOut.variantId]);
      await test.db.query('UPDATE products SET hidden = true WHERE id = $1', [hidden.productId]);
      const cart = await cartOf(token);
      expect(cart.valid.flatMap((group) => group.items.map((line) => line.variant_id))).toEqual([fine.variantId]);
      const invalid = cart.invalid.flatMap((group) => group.items);
      expect(invalid.map((line) => line.variant_id).sort()).toEqual([soldOut.variantId, hidden.variantId].sort());
      expect(invalid.find((line) => line.variant_id === soldOut.variantId)?.store_quantity).toBe(0);
      expect(await countOf(token)).toBe(3);
    });
  });
}
