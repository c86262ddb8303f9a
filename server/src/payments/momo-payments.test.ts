import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentLink } from '@modavi/core';
import type { Db } from '../db/db.js';
import { commerceConfigFromEnv, type CommerceConfig } from '../ordering/commerce-config.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken, orderBody, orderOf, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { SANDBOX_CREDENTIALS, type MomoCredentials } from './gateway-config.js';
import { paymentsReconcile, RECONCILE_AFTER_MS } from './payment-reconcile.js';
import { paymentRefundsSend, refundRetryDelay } from './refund-sender.js';
import { momoStandIn, type MomoStandIn } from './stand-ins/momo-stand-in.js';

/**
 * Issue 27: with MODAVI_MOMO_ENDPOINT set, MoMo is called for real (here its stand-in): the
 * link is its payUrl, its notification settles, a lost one is settled by the reconciliation's
 * query, and money goes back through its refund call, retried until MoMo answers.
 */
describe('MoMo end to end, against its stand-in', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  let stand: MomoStandIn;
  let commerce: CommerceConfig;

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    stand = await momoStandIn(SANDBOX_CREDENTIALS.momo as MomoCredentials);
    commerce = commerceConfigFromEnv({ MODAVI_MOMO_ENDPOINT: stand.url });
    app = testApi(db, { config: { commerce } });
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 20 });
  });
  afterAll(async () => {
    await stand?.close();
    await test?.dispose();
  });

  const placeMomo = async () => {
    const token = await guestToken(app);
    const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'MOMO' }));
    if (!placed.payment) throw new Error('no payment link');
    return { token, order: placed.order, payment: placed.payment };
  };
  const ipn = (fields: Record<string, string>) =>
    app.request(`/${API_PATHS.paymentCallback('momo')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  const orderNow = async (token: string, orderId: string) => orderOf(await call(app, 'GET', API_PATHS.order(orderId), { token }));
  const payAndNotify = async (payment: PaymentLink) => expect((await ipn(stand.pay(payment._id, 'approve'))).status).toBe(204);
  const refundRows = (orderId: string) =>
    db.query<{ id: string; cause: string; status: string; gateway_reference: string | null; attempts: number }>(
      'SELECT id, cause, status, gateway_reference, attempts FROM payment_refunds WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    );

  it('the link is MoMo’s payUrl; its notification settles once; a wrong amount or a repeat changes nothing', async () => {
    const { token, order, payment } = await placeMomo();
    expect(payment.url).toBe(`${stand.url}/pay/${payment._id}`);
    expect(stand.badSignatures).toEqual([]);
    expect((await ipn(stand.pay(payment._id, 'approve', payment.amount - 1000))).status).toBe(400);
    expect((await orderNow(token, order._id)).payment_status).toBe('pending');
    const paid = stand.pay(payment._id, 'approve');
    expect((await ipn(paid)).status).toBe(204);
    expect(await orderNow(token, order._id)).toMatchObject({ payment_status: 'paid', status: 'pending_confirmation' });
    // MoMo notifies again (it does until answered): nothing changes.
    expect((await ipn(paid)).status).toBe(204);
    expect((await orderNow(token, order._id)).status_history).toHaveLength(2);
    const [stored] = await db.query<{ gateway_transaction: string }>('SELECT gateway_transaction FROM payments WHERE id = $1', [payment._id]);
    expect(stored?.gateway_transaction).toBe(paid['transId']);
  });

  it('MoMo refusing or down: "cannot get payment link", and no order is left behind', async () => {
    const token = await guestToken(app);
    const ordersBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n;
    stand.modes.refuseCreate = '1001';
    expectError(await call(app, 'POST', API_PATHS.orders, { token, body: orderBody([{ probe }], { payment_method: 'MOMO' }), headers: { 'idempotency-key': 'momo-refused' } }), 502, 'CHECKOUT.PAYMENT_LINK_FAILED');
    stand.modes.refuseCreate = null;
    stand.modes.create = 'down';
    expectError(await call(app, 'POST', API_PATHS.orders, { token, body: orderBody([{ probe }], { payment_method: 'MOMO' }), headers: { 'idempotency-key': 'momo-down' } }), 502, 'CHECKOUT.PAYMENT_LINK_FAILED');
    stand.modes.create = 'normal';
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n).toBe(ordersBefore);
  });

  it('a lost notification: the reconciliation asks MoMo once the attempt has waited, and settles it as a notification would', async () => {
    const { token, order, payment } = await placeMomo();
    stand.pay(payment._id, 'approve'); // MoMo took the money; its notification never arrives.
    await paymentsReconcile(db, Date.now() + 60_000, commerce);
    expect((await orderNow(token, order._id)).payment_status).toBe('pending');
    await paymentsReconcile(db, Date.now() + RECONCILE_AFTER_MS + 60_000, commerce);
    expect(await orderNow(token, order._id)).toMatchObject({ payment_status: 'paid', status: 'pending_confirmation' });
    // The notification shows up after all: already settled, answered as MoMo expects.
    expect((await ipn(stand.pay(payment._id, 'approve'))).status).toBe(204);
  });

  it('a cancelled paid order is refunded through MoMo’s refund call, tried again while MoMo is down, its reference on the order', async () => {
    const { token, order, payment } = await placeMomo();
    await payAndNotify(payment);
    const cancelled = orderOf(await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } }));
    expect(cancelled.status).toBe('cancelled');
    expect(await refundRows(order._id)).toMatchObject([{ cause: 'order_cancelled', status: 'pending', attempts: 0 }]);
    expect((await orderNow(token, order._id)).money_back).toMatchObject([{ cause: 'order_cancelled', amount: payment.amount, status: 'pending', reference: null }]);

    stand.modes.refund = 'down';
    const now = Date.now();
    await paymentRefundsSend(db, now, commerce);
    expect(await refundRows(order._id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    // Not before its delay.
    stand.modes.refund = 'normal';
    await paymentRefundsSend(db, now + 1_000, commerce);
    expect(await refundRows(order._id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await paymentRefundsSend(db, now + refundRetryDelay(1) + 1_000, commerce);
    const [done] = await refundRows(order._id);
    expect(done).toMatchObject({ status: 'refunded', attempts: 2 });
    expect(stand.refunds.get(done?.id ?? '')).toMatchObject({ resultCode: '0', amount: String(payment.amount), transId: done?.gateway_reference });
    expect((await orderNow(token, order._id)).money_back).toMatchObject([{ status: 'refunded', reference: done?.gateway_reference }]);
    // Another run sends nothing again.
    const sent = stand.calls.length;
    await paymentRefundsSend(db, now + REFUND_FAR, commerce);
    expect(stand.calls.length).toBe(sent);
  });

  it('money that lands after the order was cancelled goes back through MoMo too', async () => {
    const { token, order, payment } = await placeMomo();
    expect(orderOf(await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } })).status).toBe('cancelled');
    await payAndNotify(payment);
    expect(await refundRows(order._id)).toMatchObject([{ cause: 'late_payment', status: 'pending' }]);
    await paymentRefundsSend(db, Date.now(), commerce);
    const [done] = await refundRows(order._id);
    expect(done).toMatchObject({ status: 'refunded' });
    expect(stand.refunds.has(done?.id ?? '')).toBe(true);
  });

  it('a refund MoMo refuses is marked refused (for the staff), not sent again', async () => {
    const { token, order, payment } = await placeMomo();
    await payAndNotify(payment);
    await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } });
    // Refund more than was paid: MoMo says no.
    await db.query('UPDATE payment_refunds SET amount = amount + 1000 WHERE order_id = $1', [order._id]);
    await paymentRefundsSend(db, Date.now(), commerce);
    expect(await refundRows(order._id)).toMatchObject([{ status: 'refused', attempts: 1 }]);
    expect((await orderNow(token, order._id)).money_back).toMatchObject([{ status: 'refused' }]);
  });

  it('a completed return gives back part of the payment through MoMo; a cash order’s return has no gateway to go through', async () => {
    const { token, order, payment } = await placeMomo();
    await payAndNotify(payment);
    // What returnCompleteSettle records when the admin completes a return of part of the goods.
    const part = payment.amount - 10_000;
    await db.query(`INSERT INTO payment_refunds (id, order_id, cause, amount) VALUES ('ret-' || $1, $1, 'return_completed', $2)`, [order._id, part]);
    await paymentRefundsSend(db, Date.now(), commerce);
    expect((await orderNow(token, order._id)).money_back).toMatchObject([{ cause: 'return_completed', amount: part, status: 'refunded' }]);
    expect(stand.refunds.get(`ret-${order._id}`)).toMatchObject({ amount: String(part) });

    const cashToken = await guestToken(app);
    const cash = await placeOk(app, cashToken, orderBody([{ probe }], { payment_method: 'CASH' }));
    await db.query(`INSERT INTO payment_refunds (id, order_id, cause, amount) VALUES ('ret-' || $1, $1, 'return_completed', 1000)`, [cash.order._id]);
    await paymentRefundsSend(db, Date.now(), commerce);
    expect((await orderNow(cashToken, cash.order._id)).money_back).toMatchObject([{ cause: 'return_completed', status: 'manual', reference: null }]);
  });
});

const REFUND_FAR = 7 * 24 * 60 * 60_000;
