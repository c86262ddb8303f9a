import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentMethod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { commerceConfigFromEnv, type CommerceConfig } from '../ordering/commerce-config.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken, orderBody, orderOf, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { SANDBOX_CREDENTIALS, type OnepayCredentials } from './gateway-config.js';
import { paymentsReconcile, RECONCILE_AFTER_MS } from './payment-reconcile.js';
import { paymentRefundsSend } from './refund-sender.js';
import { onepayStandIn, type OnepayStandIn } from './stand-ins/onepay-stand-in.js';

/** Issue 27: OnePay by its own protocol, against its stand-in (two signed paygates, IPN, QueryDR, refund). */
describe('OnePay end to end, against its stand-in', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  let stand: OnepayStandIn;
  let commerce: CommerceConfig;

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    stand = await onepayStandIn(SANDBOX_CREDENTIALS.onepay as OnepayCredentials, { user: 'op01', password: 'op123456', accessCode: 'D67342C2' });
    commerce = commerceConfigFromEnv(stand.env);
    app = testApi(db, { config: { commerce } });
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 20 });
  });
  afterAll(async () => {
    await stand?.close();
    await test?.dispose();
  });

  const place = async (method: PaymentMethod) => {
    const token = await guestToken(app);
    const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: method }));
    if (!placed.payment?.url) throw new Error('no payment link');
    return { token, order: placed.order, payment: placed.payment, url: placed.payment.url };
  };
  const ipn = async (fields: Record<string, string>) => (await app.request(`/${API_PATHS.paymentCallback('onepay')}?${new URLSearchParams(fields).toString()}`)).text();
  const orderNow = async (token: string, orderId: string) => orderOf(await call(app, 'GET', API_PATHS.order(orderId), { token }));

  it('each method goes to its paygate, signed; the notification settles once; a lost one is settled by QueryDR; a refund goes through OnePay', async () => {
    expect(stand.visit((await place('MASTERCARD_VISA_ONEPAY')).url)).toBe('international');
    const first = await place('BANK_CARD_ONEPAY');
    expect(stand.visit(first.url)).toBe('domestic');
    expect(stand.visit(first.url.replace(/vpc_Amount=\d+/, 'vpc_Amount=100'))).toBeNull();
    const paid = stand.pay(first.payment._id, 'approve');
    expect(await ipn(paid)).toBe('responsecode=1&desc=confirm-success');
    expect(await ipn(paid)).toBe('responsecode=1&desc=confirm-success');
    expect((await orderNow(first.token, first.order._id)).payment_status).toBe('paid');

    const lost = await place('ONEPAY');
    expect(stand.visit(lost.url)).toBe('domestic');
    stand.pay(lost.payment._id, 'approve');
    await paymentsReconcile(db, Date.now() + RECONCILE_AFTER_MS + 60_000, commerce);
    expect((await orderNow(lost.token, lost.order._id)).payment_status).toBe('paid');

    expect(orderOf(await call(app, 'POST', API_PATHS.orderCancel(lost.order._id), { token: lost.token, body: { reason: 'Đổi ý' } })).status).toBe('cancelled');
    await paymentRefundsSend(db, Date.now(), commerce);
    const [refund] = await db.query<{ id: string; status: string; gateway_reference: string }>('SELECT id, status, gateway_reference FROM payment_refunds WHERE order_id = $1', [lost.order._id]);
    expect(refund?.status).toBe('refunded');
    expect(stand.refunds.get(refund?.id ?? '')).toMatchObject({ vpc_TxnResponseCode: '0', vpc_TransactionNo: refund?.gateway_reference });
    expect(stand.badSignatures).toEqual(['pay']);
  });
});
