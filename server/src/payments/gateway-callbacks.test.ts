import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CheckoutPreviewSchema, envelopeSchema, type PaymentGateway, type PaymentLink, type PaymentMethod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { commerceConfigFromEnv } from '../ordering/commerce-config.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken, orderBody, orderOf, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { SANDBOX_CREDENTIALS, gatewayCredentialsFromEnv, type GatewayCredentials } from './gateway-config.js';
import { SIGNATURE_FIELD, gatewaySign } from './gateway-signing.js';
import { sandboxCallbackFields } from './sandbox-callback.js';
import { momoStandIn, type MomoStandIn } from './stand-ins/momo-stand-in.js';

const PRODUCTION_ENV: Record<string, string> = {
  MODAVI_ENV: 'production',
  MODAVI_MOMO_PARTNER_CODE: 'MOMOLIVE1',
  MODAVI_MOMO_ACCESS_KEY: 'live-access',
  MODAVI_MOMO_SECRET_KEY: 'live-secret',
  MODAVI_VNPAY_TMN_CODE: 'LIVE0001',
  MODAVI_VNPAY_HASH_SECRET: 'LIVEHASHSECRET',
  MODAVI_ONEPAY_MERCHANT: 'ONEPAYLIVE',
  MODAVI_ONEPAY_SECURE_SECRET: '0123456789ABCDEF0123456789ABCDEF',
};
const PreviewEnvelope = envelopeSchema(CheckoutPreviewSchema);

describe('orders are paid only through signed gateway callbacks', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  /** MoMo as production reaches it: its API (a stand-in under the production credentials). */
  let momoLive: MomoStandIn;

  const place = async (method: PaymentMethod, on: Hono = app) => {
    const token = await guestToken(on);
    const placed = await placeOk(on, token, orderBody([{ probe }], { payment_method: method }));
    if (!placed.payment) throw new Error('no payment link');
    return { token, order: placed.order, payment: placed.payment };
  };
  const paymentStatus = (on: Hono, token: string, orderId: string) =>
    call(on, 'GET', API_PATHS.order(orderId), { token }).then((got) => orderOf(got).payment_status);
  const momoIpn = (on: Hono, fields: Record<string, string>) =>
    on.request(`/${API_PATHS.paymentCallback('momo')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  const queryIpn = async (on: Hono, gateway: 'vnpay' | 'onepay', fields: Record<string, string>) =>
    (await on.request(`/${API_PATHS.paymentCallback(gateway)}?${new URLSearchParams(fields).toString()}`)).text();
  /** The callback the gateway would send, signed under `credentials`, then changed by `edit` and signed again. */
  const signed = (payment: PaymentLink, gateway: PaymentGateway, credentials: GatewayCredentials, edit: Record<string, string> = {}) => {
    const fields = { ...sandboxCallbackFields({ id: payment._id, orderId: payment.order_id, gateway, amount: payment.amount }, credentials, 'approve', Date.now()), ...edit };
    return { ...fields, [SIGNATURE_FIELD[gateway]]: gatewaySign(gateway, credentials, fields) ?? '' };
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 20 });
    momoLive = await momoStandIn({ merchant: 'MOMOLIVE1', accessKey: 'live-access', secret: 'live-secret' });
    PRODUCTION_ENV['MODAVI_MOMO_ENDPOINT'] = momoLive.url;
  });
  afterAll(async () => {
    await momoLive?.close();
    await test?.dispose();
  });

  it('in production the sandbox is not there: its page and its approve button cannot mark an order paid', async () => {
    const production = testApi(db, { config: { commerce: commerceConfigFromEnv(PRODUCTION_ENV) } });
    const { token, order, payment } = await place('MOMO', production);
    expect(payment.url).toBe(`${momoLive.url}/pay/${payment._id}`);
    // Not mounted: the request falls through to the app's pages (the visitor guard redirects it).
    const page = await production.request(`/sandbox/pay/${payment._id}`, { redirect: 'manual' });
    expect(page.status).not.toBe(200);
    expect(await page.text()).not.toContain('name="decision"');
    const approve = await production.request(`/sandbox/pay/${payment._id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve', lang: 'vi' }).toString(),
      redirect: 'manual',
    });
    expect(approve.status).not.toBe(303);
    expect(await paymentStatus(production, token, order._id)).toBe('pending');
    // A callback signed with the sandbox's public secret is refused there; the merchant's own is taken.
    expect((await momoIpn(production, signed(payment, 'momo', SANDBOX_CREDENTIALS))).status).toBe(400);
    expect(await paymentStatus(production, token, order._id)).toBe('pending');
    expect((await momoIpn(production, signed(payment, 'momo', gatewayCredentialsFromEnv(PRODUCTION_ENV, true)))).status).toBe(204);
    expect(await paymentStatus(production, token, order._id)).toBe('paid');
  });

  it('MoMo: HMAC-SHA256 of the sorted raw signature under the secret key; forged, wrong-amount and repeated callbacks change nothing', async () => {
    const { token, order, payment } = await place('MOMO');
    const momo = SANDBOX_CREDENTIALS.momo;
    if (!momo) throw new Error('no sandbox MoMo credentials');
    const fields = {
      partnerCode: momo.merchant, orderId: payment._id, requestId: 'r1', amount: String(payment.amount), orderInfo: 'x', orderType: 'momo_wallet',
      transId: '123', resultCode: '0', message: 'Successful.', payType: 'qr', responseTime: '1', extraData: '',
    };
    const raw = `accessKey=${momo.accessKey}&amount=${fields.amount}&extraData=&message=Successful.&orderId=${payment._id}&orderInfo=x` +
      `&orderType=momo_wallet&partnerCode=${momo.merchant}&payType=qr&requestId=r1&responseTime=1&resultCode=0&transId=123`;
    const signature = createHmac('sha256', momo.secret).update(raw).digest('hex');

    expect((await momoIpn(app, { ...fields })).status).toBe(400);
    expect((await momoIpn(app, { ...fields, signature: signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })).status).toBe(400);
    expect((await momoIpn(app, { ...fields, amount: '1', signature })).status).toBe(400);
    expect((await momoIpn(app, signed(payment, 'momo', SANDBOX_CREDENTIALS, { amount: String(payment.amount - 1000) }))).status).toBe(400);
    expect((await momoIpn(app, signed(payment, 'momo', SANDBOX_CREDENTIALS, { partnerCode: 'SOMEONEELSE' }))).status).toBe(400);
    expect(await paymentStatus(app, token, order._id)).toBe('pending');

    expect((await momoIpn(app, { ...fields, signature })).status).toBe(204);
    const paid = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }));
    expect(paid).toMatchObject({ payment_status: 'paid', status: 'pending_confirmation' });
    // The gateway repeats its notification (and a later 'declined' one): 204, nothing changes.
    expect((await momoIpn(app, { ...fields, signature })).status).toBe(204);
    expect((await momoIpn(app, signed(payment, 'momo', SANDBOX_CREDENTIALS, { resultCode: '1001' }))).status).toBe(204);
    const again = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }));
    expect(again).toMatchObject({ payment_status: 'paid', status: 'pending_confirmation' });
    expect(again.status_history).toEqual(paid.status_history);
  });

  it('VNPay: HMAC-SHA512 of the sorted, url-encoded vnp_ fields; answers RspCode 97, 01, 04, 00 then 02', async () => {
    const { token, order, payment } = await place('BANK_CARD');
    const good = signed(payment, 'vnpay', SANDBOX_CREDENTIALS);
    expect(JSON.parse(await queryIpn(app, 'vnpay', { ...good, vnp_Amount: '100' }))).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(JSON.parse(await queryIpn(app, 'vnpay', signed(payment, 'vnpay', SANDBOX_CREDENTIALS, { vnp_TxnRef: 'nope' })))).toMatchObject({ RspCode: '01' });
    expect(JSON.parse(await queryIpn(app, 'vnpay', signed(payment, 'vnpay', SANDBOX_CREDENTIALS, { vnp_Amount: '100' })))).toMatchObject({ RspCode: '04' });
    // A MoMo attempt cannot be settled through VNPay's route.
    const other = await place('MOMO');
    expect(JSON.parse(await queryIpn(app, 'vnpay', signed(other.payment, 'vnpay', SANDBOX_CREDENTIALS)))).toMatchObject({ RspCode: '01' });
    expect(await paymentStatus(app, token, order._id)).toBe('pending');
    expect(JSON.parse(await queryIpn(app, 'vnpay', good))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await paymentStatus(app, token, order._id)).toBe('paid');
    expect(JSON.parse(await queryIpn(app, 'vnpay', good))).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
  });

  it('OnePay: HMAC-SHA256 (upper-case hex) under the hex-decoded secret; a forged one fails, a repeated one confirms again', async () => {
    const { token, order, payment } = await place('BANK_CARD_ONEPAY');
    const good = signed(payment, 'onepay', SANDBOX_CREDENTIALS);
    expect(good['vpc_SecureHash']).toMatch(/^[0-9A-F]{64}$/);
    expect(await queryIpn(app, 'onepay', { ...good, vpc_TxnResponseCode: '0', vpc_Amount: '100' })).toBe('responsecode=0&desc=confirm-fail');
    expect(await paymentStatus(app, token, order._id)).toBe('pending');
    expect(await queryIpn(app, 'onepay', good)).toBe('responsecode=1&desc=confirm-success');
    expect(await queryIpn(app, 'onepay', good)).toBe('responsecode=1&desc=confirm-success');
    expect(await paymentStatus(app, token, order._id)).toBe('paid');
  });

  it('the return address settles nothing and refuses what the gateway did not sign', async () => {
    const { token, order, payment } = await place('MOMO');
    const back = await app.request(`/${API_PATHS.paymentReturn('momo')}?${new URLSearchParams(signed(payment, 'momo', SANDBOX_CREDENTIALS)).toString()}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/trang-ca-nhan/don-hang/${order._id}`);
    expect(await paymentStatus(app, token, order._id)).toBe('pending');
    const forged = new URLSearchParams({ ...signed(payment, 'momo', SANDBOX_CREDENTIALS), signature: 'f'.repeat(64) });
    expect((await app.request(`/${API_PATHS.paymentReturn('momo')}?${forged.toString()}`)).status).toBe(400);
  });

  it('production offers only the gateways whose merchant secret and addresses are set (and cash)', async () => {
    const momoOnly = { MODAVI_ENV: 'production', MODAVI_MOMO_PARTNER_CODE: 'M', MODAVI_MOMO_ACCESS_KEY: 'a', MODAVI_MOMO_SECRET_KEY: 's' };
    const onlyMomo = testApi(db, { config: { commerce: commerceConfigFromEnv({ ...momoOnly, MODAVI_MOMO_ENDPOINT: momoLive.url }) } });
    const token = await guestToken(onlyMomo);
    const preview = await call(onlyMomo, 'POST', API_PATHS.checkoutPreview, { token, body: orderBody([{ probe }], { payment_method: 'MOMO' }) });
    expect(PreviewEnvelope.parse(preview.body).data.payment_methods).toEqual(['CASH', 'MOMO']);
    expectError(
      await call(onlyMomo, 'POST', API_PATHS.orders, { token, body: orderBody([{ probe }], { payment_method: 'VNPAY' }), headers: { 'idempotency-key': 'k-vnpay-hidden' } }),
      422,
      'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE',
    );
    // An unpaid VNPay order from before cannot get a new link: nothing could confirm it.
    const earlier = await place('VNPAY');
    expectError(await call(onlyMomo, 'POST', API_PATHS.orderPayment(earlier.order._id), { token: earlier.token }), 502, 'CHECKOUT.PAYMENT_LINK_FAILED');
    // Its secret without its address: it could not open a payment, so it is not offered either.
    const noAddress = testApi(db, { config: { commerce: commerceConfigFromEnv(momoOnly) } });
    const shown = await call(noAddress, 'POST', API_PATHS.checkoutPreview, { token, body: orderBody([{ probe }], { payment_method: 'MOMO' }) });
    expect(PreviewEnvelope.parse(shown.body).data.payment_methods).toEqual(['CASH']);
  });
});
