import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, envelopeSchema, OrderPageSchema } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { expectError, guestToken, orderBody, placeCall, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const PageEnvelope = envelopeSchema(OrderPageSchema);

describe('guest orders move to the account (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const orderIds = async (token: string) => PageEnvelope.parse((await call(app, 'GET', API_PATHS.orders, { token })).body).data.items.map((order) => order._id);

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('hands a guest\'s orders, with their voucher uses, to the account the guest signs up for from the entered data', async () => {
    const guest = await guestToken(app);
    const first = await placeOk(app, guest, orderBody([{ probe }]));
    const second = await placeOk(app, guest, orderBody([{ probe }], { payment_method: 'MOMO' }));
    expect(await orderIds(guest)).toEqual([second.order._id, first.order._id]);

    // Quick account creation: the name and phone the guest typed for delivery, and a phone code.
    const grant = await signUp(app, { destination: '0912345671', name: 'Trần Văn Khách', token: guest });
    expect(new Set(await orderIds(grant.token))).toEqual(new Set([first.order._id, second.order._id]));
    const [row] = await db.query<{ owner_kind: string }>('SELECT DISTINCT owner_kind FROM orders WHERE id = ANY($1::text[])', [
      [first.order._id, second.order._id],
    ]);
    expect(row?.owner_kind).toBe('user');
    // The account may pay for the order the guest left unpaid; the guest token is over.
    expect((await call(app, 'POST', API_PATHS.orderPayment(second.order._id), { token: grant.token })).status).toBe(201);
    expectError(await call(app, 'GET', API_PATHS.order(first.order._id), { token: guest }), 401, 'AUTH.TOKEN_INVALID');
  });

  it('counts the guest\'s purchase for the account: a first-purchase voucher is no longer for a first purchase', async () => {
    const guest = await guestToken(app);
    await placeOk(app, guest, orderBody([{ probe }]));
    const grant = await signUp(app, { destination: '0912345672', token: guest });
    const refused = await placeCall(app, grant.token, orderBody([{ probe, quantity: 1 }], { voucher_codes: ['CHAO100K'] }));
    expect(refused.status).toBe(422);
    expect((refused.body as { error_code: string }).error_code).toMatch(/^VOUCHER\./u);
  });

  it('leaves another guest\'s orders where they are', async () => {
    const mine = await guestToken(app);
    const theirs = await guestToken(app);
    const their = await placeOk(app, theirs, orderBody([{ probe }]));
    const grant = await signUp(app, { destination: '0912345673', token: mine });
    expect(await orderIds(grant.token)).toEqual([]);
    expect(await orderIds(theirs)).toEqual([their.order._id]);
  });
});
