import { Hono, type Context } from 'hono';
import { API_PATHS, PaymentGatewaySchema, type PaymentGateway, type PaymentOutcome } from '@modavi/core';
import type { Db } from '../db/db.js';
import { routePath } from '../http/route-path.js';
import { callbackAnswer } from './callback-answers.js';
import type { GatewayCredentials } from './gateway-config.js';
import { gatewaySignatureValid } from './gateway-signing.js';
import { paymentCallbackTake, paymentForCallback } from './payment-callback.js';
import type { PaymentRow } from './payment-links.js';
import { returnHref } from './return-href.js';

const GATEWAYS = PaymentGatewaySchema.options;

/** The reference each gateway's return carries: our payment attempt's id. */
const REFERENCE_FIELD: Readonly<Record<PaymentGateway, string>> = { momo: 'orderId', vnpay: 'vnp_TxnRef', onepay: 'vpc_MerchTxnRef' };

const OUTCOME_OF_STATUS: Readonly<Record<PaymentRow['status'], PaymentOutcome | null>> = {
  pending: null,
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'success',
};

/** MoMo posts JSON (numbers among its values); every field is read as the text it signs. */
async function momoFields(c: Context): Promise<Record<string, string>> {
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/**
 * The gateways' callbacks, in every environment: `POST api/v1/payments/momo/ipn` (JSON),
 * `GET api/v1/payments/{vnpay,onepay}/ipn` (query) settle an attempt through
 * paymentCallbackTake and answer as each gateway expects; `GET api/v1/payments/{gateway}/return`
 * is where the gateway sends the buyer's browser with the same signed fields: checked, it only
 * reads how the attempt ended and redirects to the app (the notification settles, never the
 * browser, which the buyer controls).
 */
export function paymentCallbackRoutes(db: Db, credentials: GatewayCredentials, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  for (const gateway of GATEWAYS) {
    const ipn = async (c: Context) => {
      const fields = gateway === 'momo' ? await momoFields(c) : c.req.query();
      const verdict = await paymentCallbackTake(db, credentials, gateway, fields, clock());
      if (verdict.kind !== 'settled') console.warn(`${gateway} callback refused: ${verdict.kind === 'refused' ? verdict.reason : verdict.kind}`);
      const answer = callbackAnswer(gateway, verdict);
      if (answer.type === 'none') return c.body(null, answer.status);
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.type === 'json' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' },
      });
    };
    if (gateway === 'momo') routes.post(routePath(API_PATHS.paymentCallback(gateway)), ipn);
    else routes.get(routePath(API_PATHS.paymentCallback(gateway)), ipn);

    routes.get(routePath(API_PATHS.paymentReturn(gateway)), async (c) => {
      const fields = c.req.query();
      if (!gatewaySignatureValid(gateway, credentials, fields)) return c.text('The payment return is not signed by the gateway.', 400);
      const payment = await db.transaction((tx) => paymentForCallback(tx, fields[REFERENCE_FIELD[gateway]] ?? ''));
      if (!payment || payment.gateway !== gateway) return c.text('No such payment.', 404);
      return c.redirect(returnHref(payment.return_url, OUTCOME_OF_STATUS[payment.status]), 303);
    });
  }
  return routes;
}
