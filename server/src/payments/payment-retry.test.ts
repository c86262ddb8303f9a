import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken, orderBody, orderRowCounts, placeCall, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { paymentRetry } from './payment-retry.js';
import { tokenDigest } from '../sessions/token-digest.js';
import { SANDBOX_CREDENTIALS } from './gateway-config.js';

const payments = { origin: 'http://localhost', lang: 'vi', fail: false, gateways: ['momo', 'vnpay', 'onepay'] } as const;

/** The same database, except that writing a payment attempt fails (a disk, a lost connection). */
// The typed query layer writes `insert into "payments"`; the match does not depend on its spelling.
const insertsPayment = (sql: string): boolean => /insert into "?payments"?\s/i.test(sql);

const paymentsBroken = (db: Db): Db => {
  const broken: Db = {
    query: (sql, params) => (insertsPayment(sql) ? Promise.reject(new Error('connection lost')) : db.query(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn({ ...broken, query: (sql, params) => (insertsPayment(sql) ? Promise.reject(new Error('connection lost')) : tx.query(sql, params)) })),
    close: () => db.close(),
  };
  return broken;
};

describe('paymentRetry: a new payment attempt (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const ownerOf = async (token: string) =>
    (await db.query<{ owner_id: string }>('SELECT owner_id FROM sessions WHERE token_hash = $1', [tokenDigest(token)]))[0]?.owner_id ?? '';

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 5 });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('opens a new link for the owner of an online order still waiting for its money', async () => {
    const token = await guestToken(app);
    const { order, payment } = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'VNPAY' }));
    const link = await paymentRetry(db, { orderId: order._id, ownerId: await ownerOf(token), returnUrl: '', payments });
    expect(link).toMatchObject({ order_id: order._id, payment_method: 'VNPAY', status: 'pending' });
    expect(link._id).not.toBe(payment?._id);
    await expect(paymentRetry(db, { orderId: order._id, ownerId: 'someone-else', returnUrl: '', payments })).rejects.toMatchObject({
      status: 404,
      code: 'ORDER.NOT_FOUND',
    });
  });

  it("answers CHECKOUT.PURCHASE_FAILED ('error while purchasing') when the attempt cannot be written, leaving the order as it was", async () => {
    const token = await guestToken(app);
    const { order, payment } = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'MOMO' }));
    await expect(paymentRetry(paymentsBroken(db), { orderId: order._id, ownerId: await ownerOf(token), returnUrl: '', payments })).rejects.toMatchObject({
      status: 500,
      code: 'CHECKOUT.PURCHASE_FAILED',
    });
    // The earlier attempt is still the open one: the transaction rolled back whole.
    const rows = await db.query<{ id: string; status: string }>('SELECT id, status FROM payments WHERE order_id = $1', [order._id]);
    expect(rows).toEqual([{ id: payment?._id, status: 'pending' }]);
  });

  it('keeps the gateway refusing as CHECKOUT.PAYMENT_LINK_FAILED', async () => {
    const token = await guestToken(app);
    const { order } = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'ONEPAY' }));
    await expect(
      paymentRetry(db, { orderId: order._id, ownerId: await ownerOf(token), returnUrl: '', payments: { ...payments, fail: true } }),
    ).rejects.toMatchObject({ status: 502, code: 'CHECKOUT.PAYMENT_LINK_FAILED' });
  });
  it('MODAVI_ORDER_WRITE_FAIL and MODAVI_PAYMENT_RETRY_FAIL make the two internal failures happen through the API, writing nothing', async () => {
    const faulty = testApi(db, {
      config: { commerce: { devRoutes: true, paymentGatewayFail: false, orderWriteFail: 'CASH', paymentRetryFail: true, carrierSpeed: 1, paymentTimeoutMinutes: 30, gateways: SANDBOX_CREDENTIALS } },
    });
    const token = await guestToken(app);
    const counts = await orderRowCounts(db);
    expectError(await placeCall(faulty, token, orderBody([{ probe }])), 500, 'CHECKOUT.ORDER_CREATE_FAILED');
    expect(await orderRowCounts(db)).toEqual(counts);
    // Only the named method fails to be written: an e-wallet order goes through, its retry does not.
    const { order, payment } = await placeOk(faulty, token, orderBody([{ probe }], { payment_method: 'MOMO' }));
    expectError(await call(faulty, 'POST', API_PATHS.orderPayment(order._id), { token, body: {} }), 500, 'CHECKOUT.PURCHASE_FAILED');
    const rows = await db.query<{ id: string }>('SELECT id FROM payments WHERE order_id = $1', [order._id]);
    expect(rows).toEqual([{ id: payment?._id }]);
  });
});
