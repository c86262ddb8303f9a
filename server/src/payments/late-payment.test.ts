import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, NOTIFICATION_API_PATHS, PaymentLinkSchema, envelopeSchema, type PaymentLink } from '@modavi/core';
import type { Db } from '../db/db.js';
import { commerceConfigFromEnv } from '../ordering/commerce-config.js';
import { orderDeadlines } from '../ordering/order-deadlines.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { probePhone } from '../testing/seller-probe.js';
import { guestToken, orderBody, orderOf, placeOk, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { SANDBOX_CREDENTIALS } from './gateway-config.js';
import { sandboxCallbackFields } from './sandbox-callback.js';

const LinkEnvelope = envelopeSchema(PaymentLinkSchema);

/**
 * Issue 24: a gateway reports success only after it has taken the money, so a success for an
 * order cancelled meanwhile (by the buyer, the payment time-out, or paid twice) is refunded at
 * once, recorded once, shown on the order and told to an account's buyer.
 */
function latePaymentSuite(engine: string, open: () => Promise<TestDb>): void {
  describe(`a payment that lands after its order was cancelled (${engine})`, () => {
    let test: TestDb;
    let db: Db;
    let app: Hono;
    let probe: SellableProbe;

    beforeAll(async () => {
      test = await open();
      db = test.db;
      app = testApi(db);
      probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 20 });
    });
    afterAll(async () => {
      await test?.dispose();
    });

    /** MoMo's IPN for an approved attempt, signed as the gateway signs it. */
    const momoApproved = (payment: PaymentLink) =>
      app.request(`/${API_PATHS.paymentCallback('momo')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sandboxCallbackFields({ id: payment._id, orderId: payment.order_id, gateway: 'momo', amount: payment.amount }, SANDBOX_CREDENTIALS, 'approve', Date.now())),
      });
    const refundsOf = (orderId: string) =>
      db.query<{ cause: string; amount: number; payment_id: string | null }>('SELECT cause, amount, payment_id FROM payment_refunds WHERE order_id = $1 ORDER BY created_at', [orderId]);
    const attemptStatus = async (paymentId: string) => (await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId]))[0]?.status;
    const placeMomo = async (token: string) => {
      const placed = await placeOk(app, token, orderBody([{ probe }], { payment_method: 'MOMO' }));
      if (!placed.payment) throw new Error('no payment link');
      return { order: placed.order, payment: placed.payment };
    };

    it('the buyer cancels, then MoMo reports the money taken: refunded once, shown on the order, the buyer told', async () => {
      const { token } = await signUp(app, { destination: probePhone(), name: 'Phạm Thu Trang' });
      const { order, payment } = await placeMomo(token);
      expect(orderOf(await call(app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: 'Đổi ý' } })).payment_status).toBe('cancelled');

      expect((await momoApproved(payment)).status).toBe(204);
      expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }))).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect(await attemptStatus(payment._id)).toBe('refunded');
      expect(await refundsOf(order._id)).toEqual([{ cause: 'late_payment', amount: payment.amount, payment_id: payment._id }]);
      const inbox = (await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token })).body as { data: { items: { type: string; order_id: string | null; title: string }[] } };
      expect(inbox.data.items.filter((item) => item.order_id === order._id)).toEqual([
        expect.objectContaining({ type: 'refund_completed', title: 'Đã hoàn tiền thanh toán' }),
      ]);

      // MoMo repeats its notification: taken again, nothing refunded twice.
      expect((await momoApproved(payment)).status).toBe(204);
      expect(await refundsOf(order._id)).toHaveLength(1);
    });

    it('the payment time-out cancels a guest’s order, then the money lands: refunded, no inbox to tell', async () => {
      const token = await guestToken(app);
      const { order, payment } = await placeMomo(token);
      const config = commerceConfigFromEnv({});
      expect(await orderDeadlines(db, Date.now() + (config.paymentTimeoutMinutes + 1) * 60_000, config)).toBeGreaterThanOrEqual(1);
      expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token })).status).toBe('cancelled');

      expect((await momoApproved(payment)).status).toBe(204);
      expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token })).payment_status).toBe('refunded');
      expect(await refundsOf(order._id)).toEqual([{ cause: 'late_payment', amount: payment.amount, payment_id: payment._id }]);
    });

    it('an account’s MoMo payment that lands in time pays the order and tells the buyer (spec 4: payments paid)', async () => {
      const { token } = await signUp(app, { destination: probePhone(), name: 'Lê Hoài An' });
      const { order, payment } = await placeMomo(token);
      expect((await momoApproved(payment)).status).toBe(204);
      const inbox = (await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token })).body as { data: { items: { type: string; order_id: string | null }[] } };
      expect(inbox.data.items.filter((item) => item.order_id === order._id).map((item) => item.type)).toEqual(['payment_paid_ewallet']);
      // A repeated notification tells nothing again.
      expect((await momoApproved(payment)).status).toBe(204);
      const again = (await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token })).body as { data: { items: { order_id: string | null }[] } };
      expect(again.data.items.filter((item) => item.order_id === order._id)).toHaveLength(1);
    });

    it('paid on an old link after asking for a new one: the old one pays the order, the new one paid too is refunded', async () => {
      const token = await guestToken(app);
      const { order, payment: first } = await placeMomo(token);
      const second = LinkEnvelope.parse((await call(app, 'POST', API_PATHS.orderPayment(order._id), { token })).body).data;
      expect(await attemptStatus(first._id)).toBe('cancelled');

      expect((await momoApproved(first)).status).toBe(204);
      expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }))).toMatchObject({ status: 'pending_confirmation', payment_status: 'paid' });
      expect(await attemptStatus(second._id)).toBe('cancelled');

      expect((await momoApproved(second)).status).toBe(204);
      expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token }))).toMatchObject({ status: 'pending_confirmation', payment_status: 'paid' });
      expect(await refundsOf(order._id)).toEqual([{ cause: 'late_payment', amount: second.amount, payment_id: second._id }]);
    });
  });
}

latePaymentSuite('PGlite', () => memoryTestDb());

describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  latePaymentSuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL));
});
