import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { adminAccount, probePhone, sellerAccount } from '../testing/seller-probe.js';
import { adminAccountEnsure } from './admin-account.js';

describe('seller and admin accounts', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('makes one admin account at start, whose password the environment can set again', async () => {
    const first = await adminAccountEnsure(test.db, { MODAVI_ADMIN_EMAIL: 'root@modavi.test' });
    const password = /with password (\S+)$/.exec(first[0] ?? '')?.[1] ?? '';
    expect(password).toMatch(/^Ad-/);
    const login = async (pw: string) => (await call(app, 'POST', API_PATHS.authLogin, { body: { email: 'root@modavi.test', password: pw } })).status;
    expect(await login(password)).toBe(200);
    const again = await adminAccountEnsure(test.db, { MODAVI_ADMIN_EMAIL: 'root@modavi.test', MODAVI_ADMIN_PASSWORD: 'Moi-Mat-Khau1' });
    expect(again[0]).toContain('/quan-tri');
    expect(await login('Moi-Mat-Khau1')).toBe(200);
    const [count] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE 'admin' = ANY (roles)`);
    expect(count?.n).toBeGreaterThanOrEqual(1);
  });

  it("lets a seller's account act as its shop, and refuses a buyer's", async () => {
    const seller = await sellerAccount(app, test.db);
    const buyer = await signUp(app, { destination: probePhone() });
    // An order of no part of the shop is not found for the seller; the buyer may not ask at all.
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerOrder('000000000000000000000000'), { token: seller.token }))).toEqual({ status: 404, code: 'ORDER.NOT_FOUND' });
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerOrder('000000000000000000000000'), { token: buyer.token }))).toMatchObject({ status: 403 });
  });

  it('refuses a seller role without a shop, and a seller whose session ended', async () => {
    const grant = await signUp(app, { destination: probePhone() });
    await test.db.query(`UPDATE users SET roles = ARRAY['buyer', 'seller']::text[] WHERE id = $1`, [grant.profile._id]);
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerOrder('000000000000000000000000'), { token: grant.token }))).toMatchObject({ status: 403 });
    const seller = await sellerAccount(app, test.db);
    await call(app, 'POST', API_PATHS.authLogout, { token: seller.token });
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerOrder('000000000000000000000000'), { token: seller.token })).status).toBe(403);
  });

  it("lets an admin's account take the platform's steps, and not a seller's", async () => {
    const admin = await adminAccount(app, test.db);
    const seller = await sellerAccount(app, test.db);
    expect(refusal(await call(app, 'POST', ADMIN_API_PATHS.adminOrderApprove('000000000000000000000000'), { token: admin.token }))).toEqual({ status: 404, code: 'ORDER.NOT_FOUND' });
    expect(refusal(await call(app, 'POST', ADMIN_API_PATHS.adminOrderApprove('000000000000000000000000'), { token: seller.token }))).toMatchObject({ status: 403 });
  });

});
