import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, envelopeSchema, PaymentLinkSchema, paymentMethodGateway, type PaymentLink } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken, orderBody, orderOf, placeOk, sellable, stockOf, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { returnHref } from './sandbox-routes.js';
import { SANDBOX_CREDENTIALS } from './gateway-config.js';

const LinkEnvelope = envelopeSchema(PaymentLinkSchema);

describe('sandbox payment gateway (PGlite, plain HTTP)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;

  const page = async (url: string) => {
    const response = await app.request(url.replace(/^https?:\/\/[^/]+/, ''));
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  /**
   * Presses a button of the sandbox page and follows the browser through the gateway's signed
   * return address: the POST's status, and where the browser lands at the end.
   */
  const decide = async (payment: PaymentLink, decision: string, lang = 'vi') => {
    const posted = await app.request(`/sandbox/pay/${payment._id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, lang }).toString(),
      redirect: 'manual',
    });
    const via = posted.headers.get('location');
    if (posted.status !== 303 || !via) return { status: posted.status, via, location: via };
    const back = await app.request(via, { redirect: 'manual' });
    return { status: posted.status, via, location: back.headers.get('location') };
  };
  const online = async (token: string, extra: Record<string, unknown> = {}) => {
    const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'MOMO', ...extra }));
    if (!placed.payment) throw new Error('no payment link');
    return { order: placed.order, payment: placed.payment };
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 10 });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('shows the attempt in Vietnamese or English with the three ways to end it', async () => {
    const token = await guestToken(app);
    const { order, payment } = await online(token);
    const vi = await page(payment.url ?? '');
    expect(vi.status).toBe(200);
    expect(vi.type).toContain('text/html');
    expect(vi.html).toContain('<html lang="vi">');
    // The app's icon (served at /favicon.ico), so the page logs no missing icon.
    expect(vi.html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(vi.html).toContain(order._id);
    expect(vi.html).toContain('Ví MoMo');
    expect(vi.html).toMatch(/<button type="submit" name="decision" value="approve">Thanh toán<\/button>/);
    expect(vi.html).toContain('value="decline">Từ chối giao dịch');
    expect(vi.html).toContain('value="cancel">Huỷ thanh toán');
    expect(vi.html).not.toContain('<script');
    const en = await page(`/sandbox/pay/${payment._id}?lang=en`);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('value="approve">Pay</button>');
    expect(en.html).toContain('MoMo e-wallet');
    expect((await page('/sandbox/pay/unknown')).status).toBe(404);
  });

  it('approve: paid, approved by the platform, back to the order with payment=success', async () => {
    const token = await guestToken(app);
    const { order, payment } = await online(token, { return_url: '/trang-ca-nhan/don-hang/{id}?from=checkout' });
    const response = await decide(payment, 'approve');
    expect(response.status).toBe(303);
    expect(response.location).toBe(`/trang-ca-nhan/don-hang/${order._id}?from=checkout&payment=success`);
    const paid = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }));
    expect(paid).toMatchObject({ status: 'pending_confirmation', payment_status: 'paid' });
    expect(paid.status_history.map((entry) => entry.status_id)).toEqual([1, 2]);
    // A second click changes nothing and goes back the same way.
    expect((await decide(payment, 'decline')).location).toContain('payment=success');
    const settled = await page(payment.url ?? '');
    expect(settled.html).toContain('role="status"');
    expect(settled.html).not.toContain('name="decision"');
  });

  // The four card methods go through the two card gateways (core's paymentMethodGateway): each is placed and paid.
  it.each([
    ['BANK_CARD', 'vnpay'],
    ['MASTERCARD_VISA', 'vnpay'],
    ['BANK_CARD_ONEPAY', 'onepay'],
    ['MASTERCARD_VISA_ONEPAY', 'onepay'],
  ] as const)('places an order paid by %s, opens its payment at the %s gateway, and approving it marks the order paid', async (method, gateway) => {
    const token = await guestToken(app);
    const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: method }));
    const payment = placed.payment;
    if (!payment) throw new Error(`no payment link for ${method}`);
    expect(payment).toMatchObject({ order_id: placed.order._id, payment_method: method, amount: placed.order.total_order_payment, status: 'pending' });
    expect(paymentMethodGateway(method)).toBe(gateway);
    expect(await db.query('SELECT method, gateway FROM payments WHERE id = $1', [payment._id])).toEqual([{ method, gateway }]);

    const response = await decide(payment, 'approve');
    expect(response.status).toBe(303);
    expect(response.location).toContain('payment=success');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(placed.order._id), { token }))).toMatchObject({
      payment_method: method,
      status: 'pending_confirmation',
      payment_status: 'paid',
    });
    expect(await db.query('SELECT status FROM payments WHERE id = $1', [payment._id])).toEqual([{ status: 'paid' }]);
  });

  it('decline and cancel: the order keeps waiting; a new link can be asked for and paid', async () => {
    const token = await guestToken(app);
    const { order, payment } = await online(token);
    const declined = await decide(payment, 'decline');
    expect(declined.location).toBe(`/trang-ca-nhan/don-hang/${order._id}?payment=failed`);
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }))).toMatchObject({ status: 'pending_approval', payment_status: 'failed' });

    const retry = await call(app, 'POST', API_PATHS.orderPayment(order._id), { token, body: { return_url: '/gio-hang' }, headers: { language: 'en' } });
    expect(retry.status).toBe(201);
    const second = LinkEnvelope.parse(retry.body).data;
    expect(second._id).not.toBe(payment._id);
    expect(second.url).toContain('lang=en');
    expect((await decide(second, 'cancel', 'en')).location).toBe('/gio-hang?payment=cancelled');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token })).payment_status).toBe('cancelled');

    const third = LinkEnvelope.parse((await call(app, 'POST', API_PATHS.orderPayment(order._id), { token })).body).data;
    // The abandoned earlier attempt cannot be paid any more; the new one can.
    expect((await decide(second, 'approve')).location).toContain('payment=cancelled');
    expect((await decide(third, 'approve')).location).toBe(`/trang-ca-nhan/don-hang/${order._id}?payment=success`);
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token })).status).toBe('pending_confirmation');
    expectError(await call(app, 'POST', API_PATHS.orderPayment(order._id), { token }), 409, 'ORDER.PAYMENT_NOT_NEEDED');
  });

  it('gives back money taken for an order cancelled meanwhile, and gives no links to cash orders or strangers', async () => {
    const token = await guestToken(app);
    const { order, payment } = await online(token);
    const stock = await stockOf(db, probe);
    await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } });
    expect(await stockOf(db, probe)).toBe(stock + 1);
    // The buyer was still on the gateway's page and paid: the money goes back at once (issue 24).
    await decide(payment, 'approve');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }))).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const refunds = await db.query<{ cause: string; amount: number }>('SELECT cause, amount FROM payment_refunds WHERE order_id = $1', [order._id]);
    expect(refunds).toEqual([{ cause: 'late_payment', amount: payment.amount }]);

    const cash = await placeOk(app, token, orderBody([{ probe }]));
    expectError(await call(app, 'POST', API_PATHS.orderPayment(cash.order._id), { token }), 409, 'ORDER.PAYMENT_NOT_NEEDED');
    const other = await online(token);
    expectError(await call(app, 'POST', API_PATHS.orderPayment(other.order._id), { token: await guestToken(app) }), 404, 'ORDER.NOT_FOUND');
    expectError(await call(app, 'POST', API_PATHS.orderPayment(other.order._id), { token, body: { return_url: 'https://evil.example' } }), 400, 'CHECKOUT.DRAFT_INVALID');
    const failing = testApi(db, { config: { commerce: { devRoutes: true, paymentGatewayFail: true, orderWriteFail: null, paymentRetryFail: false, carrierSpeed: 1, paymentTimeoutMinutes: 30, gateways: SANDBOX_CREDENTIALS } } });
    expectError(await call(failing, 'POST', API_PATHS.orderPayment(other.order._id), { token }), 502, 'CHECKOUT.PAYMENT_LINK_FAILED');
    // The failed request left the open attempt as it was.
    const [open] = await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [other.payment._id]);
    expect(open?.status).toBe('pending');
    expect((await decide(other.payment, 'bogus')).status).toBe(400);
  });

  it('appends the outcome to any return path', () => {
    expect(returnHref('/a', 'success')).toBe('/a?payment=success');
    expect(returnHref('/a?x=1#top', 'failed')).toBe('/a?x=1&payment=failed#top');
    expect(returnHref('/a', null)).toBe('/a');
  });
});
