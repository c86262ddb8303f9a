import { Hono } from 'hono';
import { API_PATHS, type PaymentGateway, type PaymentOutcome } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { GatewayCredentials } from './gateway-config.js';
import type { PaymentDecision } from './payment-settle.js';
import { SANDBOX_PAY_PATH, type PaymentRow } from './payment-links.js';
import { returnHref } from './return-href.js';
import { sandboxCallbackFields } from './sandbox-callback.js';
import { sandboxLangOf, sandboxMessagePage, sandboxPayPage } from './sandbox-page.js';

export { returnHref } from './return-href.js';

const DECISIONS: readonly PaymentDecision[] = ['approve', 'decline', 'cancel'];

const OUTCOME_OF_STATUS: Readonly<Record<PaymentRow['status'], PaymentOutcome | null>> = {
  pending: null,
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'success',
};

/** A request to this same server (the app's own fetch), as a gateway's server would make it. */
export type SelfRequest = (path: string, init: RequestInit) => Promise<Response>;

type SandboxPayment = PaymentRow & { readonly gateway: PaymentGateway };

/** Delivers a signed notification to the gateway's IPN route, as the gateway's server would. */
async function notificationDeliver(self: SelfRequest, gateway: PaymentGateway, fields: Record<string, string>): Promise<void> {
  const path = `/${API_PATHS.paymentCallback(gateway)}`;
  const response =
    gateway === 'momo'
      ? await self(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) })
      : await self(`${path}?${new URLSearchParams(fields).toString()}`, { method: 'GET' });
  // The answer matters to a real gateway (it retries); the sandbox only reports a refusal.
  if (!response.ok) console.warn(`sandbox ${gateway} notification answered ${response.status}`);
}

/**
 * The sandbox payment gateway, outside production only (createApi mounts it when
 * MODAVI_ENV !== 'production'): `GET /sandbox/pay/{paymentId}?lang=vi|en` shows the attempt
 * with approve, decline and cancel buttons. The form's POST plays the gateway: it signs the
 * callback the real gateway would send (sandbox credentials), delivers it to this server's IPN
 * route, which alone settles the attempt, and sends the browser (303) to the signed return
 * address, which redirects to the order's return path with `payment=success|failed|cancelled`.
 */
export function sandboxRoutes(db: Db, credentials: GatewayCredentials, self: SelfRequest, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  const html = (body: string, status: 200 | 400 | 404 = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  const paymentRead = async (id: string): Promise<SandboxPayment | null> =>
    (await typedDb(db).selectFrom('payments').select(['id', 'order_id', 'method', 'gateway', 'amount', 'status', 'return_url']).where('id', '=', id).executeTakeFirst()) ?? null;

  routes.get(`${SANDBOX_PAY_PATH}/:id`, async (c) => {
    const lang = sandboxLangOf(c.req.query('lang'));
    const payment = await paymentRead(c.req.param('id'));
    if (!payment) return html(sandboxMessagePage(lang, 'notFound'), 404);
    const view = {
      id: payment.id,
      orderId: payment.order_id,
      method: payment.method,
      amount: payment.amount,
      status: payment.status,
      returnHref: returnHref(payment.return_url, OUTCOME_OF_STATUS[payment.status]),
    };
    return html(sandboxPayPage(view, lang, `${SANDBOX_PAY_PATH}/${encodeURIComponent(payment.id)}`));
  });

  routes.post(`${SANDBOX_PAY_PATH}/:id`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = sandboxLangOf(typeof form['lang'] === 'string' ? form['lang'] : undefined);
    const decision = DECISIONS.find((candidate) => candidate === form['decision']);
    if (!decision) return html(sandboxMessagePage(lang, 'badRequest'), 400);
    const payment = await paymentRead(c.req.param('id'));
    if (!payment) return html(sandboxMessagePage(lang, 'notFound'), 404);
    const attempt = { id: payment.id, orderId: payment.order_id, gateway: payment.gateway, amount: payment.amount };
    const fields = sandboxCallbackFields(attempt, credentials, decision, clock());
    if (!fields) return html(sandboxMessagePage(lang, 'badRequest'), 400);
    // A settled attempt gets its callback again: the gateway repeats, the server changes nothing.
    await notificationDeliver(self, payment.gateway, fields);
    return c.redirect(`/${API_PATHS.paymentReturn(payment.gateway)}?${new URLSearchParams(fields).toString()}`, 303);
  });

  return routes;
}
