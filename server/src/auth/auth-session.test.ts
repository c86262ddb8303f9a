import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CartSchema, SellerAccountSchema, envelopeSchema, SELLER_API_PATHS } from '@modavi/core';
import { guestSessionCreate, sessionFindLive } from '../sessions/session-store.js';
import { plainProductInStock, variantInStock } from '../testing/catalogue-probe.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { tokenDigest } from '../sessions/token-digest.js';

let phoneSeq = 0;
const newPhone = () => `08${String(10_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('account sessions', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const cartLines = async (token: string) => {
    const cart = envelopeSchema(CartSchema).parse((await call(app, 'GET', API_PATHS.cartAll, { token })).body).data;
    return [...cart.valid, ...cart.invalid].flatMap((group) => group.items.map((line) => ({ product: line.product._id, variant: line.variant_id ?? null, quantity: line.quantity })));
  };

  it('keeps only a digest of each token: the token as issued is nowhere in the database', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const [raw] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE token_hash = $1', [token]);
    const [hashed] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE token_hash = $1', [tokenDigest(token)]);
    expect({ raw: raw?.count, hashed: hashed?.count }).toEqual({ raw: 0, hashed: 1 });
  });

  it('logout revokes the token: the same token then gets 401 everywhere', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    expect((await call(app, 'GET', API_PATHS.me, { token })).status).toBe(200);
    const out = await call(app, 'POST', API_PATHS.authLogout, { token });
    expect(out.status).toBe(200);
    expect(refusal(await call(app, 'GET', API_PATHS.me, { token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(refusal(await call(app, 'GET', API_PATHS.cartCount, { token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(refusal(await call(app, 'POST', API_PATHS.authLogout, { token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('the profile needs an account: no token, a guest token, an expired session', async () => {
    expect(refusal(await call(app, 'GET', API_PATHS.me))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    const guest = await guestSessionCreate(test.db);
    expect(refusal(await call(app, 'GET', API_PATHS.me, { token: guest.token }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
    const { token } = await signUp(app, { destination: newPhone() });
    await test.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [tokenDigest(token)]);
    expect(refusal(await call(app, 'GET', API_PATHS.me, { token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('a user session lasts thirty days and belongs to the user', async () => {
    const { token, profile } = await signUp(app, { destination: newPhone() });
    expect(await sessionFindLive(test.db, token)).toEqual({ token, kind: 'user', ownerId: profile._id });
    const [row] = await test.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = $1`,
      [tokenDigest(token)],
    );
    expect(row?.days).toBe(30);
  });

  it("tells a buyer it has no shop yet, and a seller which shop it runs", async () => {
    const { token, profile } = await signUp(app, { destination: newPhone() });
    const buyer = await call(app, 'GET', SELLER_API_PATHS.sellerMe, { token });
    expect(envelopeSchema(SellerAccountSchema).parse(buyer.body).data).toMatchObject({ account_status: 'not_registered', shop: null, application: null });
    const [shop] = await test.db.query<{ id: string }>('SELECT id FROM shops WHERE owner_user_id IS NULL ORDER BY id LIMIT 1');
    await test.db.query(`UPDATE shops SET owner_user_id = $1 WHERE id = $2`, [profile._id, shop?.id]);
    await test.db.query(`UPDATE users SET roles = ARRAY['buyer', 'seller'] WHERE id = $1`, [profile._id]);
    const seller = await call(app, 'GET', SELLER_API_PATHS.sellerMe, { token });
    expect(seller.status).toBe(200);
    expect(envelopeSchema(SellerAccountSchema).parse(seller.body).data).toMatchObject({
      profile: { _id: profile._id },
      roles: ['buyer', 'seller'],
      account_status: 'approved',
      shop: { _id: shop?.id },
    });
  });

  it("merges the guest's cart into the account on login, and ends the guest session", async () => {
    const { productId, variantId, stock } = await variantInStock(test.db, 0, 3);
    const plain = await plainProductInStock(test.db);
    const phone = newPhone();
    // The account already holds one unit of the variant.
    const account = await signUp(app, { destination: phone });
    await call(app, 'POST', API_PATHS.cartAdd, { token: account.token, body: { product_id: productId, variant_id: variantId, quantity: 1 } });
    // A guest adds more of the same variant and a product without variants, then logs in.
    const guest = await guestSessionCreate(test.db);
    await call(app, 'POST', API_PATHS.cartAdd, { token: guest.token, body: { product_id: productId, variant_id: variantId, quantity: stock } });
    await call(app, 'POST', API_PATHS.cartAdd, { token: guest.token, body: { product_id: plain.productId, quantity: 1 } });
    expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: phone, purpose: 'login' } })).status).toBe(201);
    const [{ code } = { code: '' }] = await test.db.query<{ code: string }>(
      `SELECT code FROM outbox_messages WHERE purpose = 'login' ORDER BY seq DESC LIMIT 1`,
    );
    const login = await call(app, 'POST', API_PATHS.authCodeVerify, {
      token: guest.token,
      body: { channel: 'phone', destination: phone, purpose: 'login', code },
    });
    expect(login.status).toBe(200);
    const { token } = (login.body as { data: { token: string } }).data;

    // The same variant became one line, capped at the stock; the other line moved.
    expect(await cartLines(token)).toEqual(
      expect.arrayContaining([
        { product: productId, variant: variantId, quantity: stock },
        { product: plain.productId, variant: null, quantity: 1 },
      ]),
    );
    expect(await cartLines(token)).toHaveLength(2);
    expect((await call(app, 'GET', API_PATHS.cartCount, { token })).body).toMatchObject({ data: 2 });
    expect(refusal(await call(app, 'GET', API_PATHS.cartCount, { token: guest.token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('a login without a guest token merges nothing and keeps the account cart', async () => {
    const plain = await plainProductInStock(test.db);
    const account = await signUp(app, { channel: 'email', destination: 'khong.khach@modavi.test', password: 'Áo-dài#2025' });
    await call(app, 'POST', API_PATHS.cartAdd, { token: account.token, body: { product_id: plain.productId, quantity: 2 } });
    const again = await call(app, 'POST', API_PATHS.authLogin, { body: { email: 'khong.khach@modavi.test', password: 'Áo-dài#2025' } });
    const { token } = (again.body as { data: { token: string } }).data;
    expect(await cartLines(token)).toEqual([{ product: plain.productId, variant: null, quantity: 2 }]);
  });
});
