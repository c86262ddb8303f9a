import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentMethod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { commerceConfigFromEnv, type CommerceConfig } from '../ordering/commerce-config.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestToken, orderBody, orderOf, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { SANDBOX_CREDENTIALS, type VnpayCredentials } from './gateway-config.js';
import { paymentsReconcile, RECONCILE_AFTER_MS } from './payment-reconcile.js';
import { paymentRefundsSend } from './refund-sender.js';
import { vnpayStandIn, type VnpayStandIn } from './stand-ins/vnpay-stand-in.js';

/** Issue 27: VNPay by its own protocol, against its stand-in (signed pay address, IPN, querydr, refund). */
describe('VNPay end to end, against its stand-in', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  let stand: VnpayStandIn;
  let commerce: CommerceConfig;

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    stand = await vnpayStandIn(SANDBOX_CREDENTIALS.vnpay as VnpayCredentials);
    commerce = commerceConfigFromEnv({ MODAVI_VNPAY_PAY_URL: stand.payUrl, MODAVI_VNPAY_API_URL: stand.apiUrl });
    app = testApi(db, { config: { commerce } });
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 20 });
  });
  afterAll(async () => {
    await stand?.close();
    await test?.dispose();
  });

  const place = async (method: PaymentMethod = 'VNPAY') => {
    const token = await guestToken(app);
    const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: method }));
    if (!placed.payment?.url) throw new Error('no payment link');
    return { token, order: placed.order, payment: placed.payment, url: placed.payment.url };
  };
  const ipn = async (fields: Record<string, string>) =>
    (await app.request(`/${API_PATHS.paymentCallback('vnpay')}?${new URLSearchParams(fields).toString()}`)).json() as Promise<{ RspCode: string }>;
  const orderNow = async (token: string, orderId: string) => orderOf(await call(app, 'GET', API_PATHS.order(orderId), { token }));

  it('the link is VNPay’s page, signed; each card method names its bank code; its notification settles once', async () => {
    const { token, order, payment, url } = await place();
    expect(url.startsWith(`${stand.payUrl}?`)).toBe(true);
    expect(new URL(url).searchParams.get('vnp_Amount')).toBe(String(payment.amount * 100));
    expect(new URL(url).searchParams.has('vnp_BankCode')).toBe(false);
    expect(stand.visit(url)).toBe(true);
    expect(stand.visit(url.replace(/vnp_Amount=\d+/, 'vnp_Amount=100'))).toBe(false);
    expect(new URL((await place('BANK_CARD')).url).searchParams.get('vnp_BankCode')).toBe('VNBANK');
    expect(new URL((await place('MASTERCARD_VISA')).url).searchParams.get('vnp_BankCode')).toBe('INTCARD');

    const paid = stand.pay(payment._id, 'approve');
    expect(await ipn(paid)).toMatchObject({ RspCode: '00' });
    expect(await ipn(paid)).toMatchObject({ RspCode: '02' });
    expect(await orderNow(token, order._id)).toMatchObject({ payment_status: 'paid', status: 'pending_confirmation' });
  });

  it('a lost notification is settled by querydr; a cancelled paid order is refunded through VNPay’s refund call', async () => {
    const { token, order, payment, url } = await place();
    stand.visit(url);
    await paymentsReconcile(db, Date.now() + RECONCILE_AFTER_MS + 60_000, commerce);
    expect((await orderNow(token, order._id)).payment_status).toBe('pending');
    stand.pay(payment._id, 'approve');
    await paymentsReconcile(db, Date.now() + RECONCILE_AFTER_MS + 10 * 60_000, commerce);
    expect((await orderNow(token, order._id)).payment_status).toBe('paid');

    expect(orderOf(await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } })).status).toBe('cancelled');
    await paymentRefundsSend(db, Date.now(), commerce);
    const [refund] = await db.query<{ id: string; status: string; gateway_reference: string }>('SELECT id, status, gateway_reference FROM payment_refunds WHERE order_id = $1', [order._id]);
    expect(refund?.status).toBe('refunded');
    expect(stand.refunds.get(refund?.id ?? '')).toMatchObject({ vnp_ResponseCode: '00', vnp_TransactionType: '02', vnp_TransactionNo: refund?.gateway_reference });
    expect(stand.badSignatures).toEqual(['pay']);
  });
});
