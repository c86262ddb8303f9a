import { Hono } from 'hono';
import { PAYMENT_OUTCOME_PARAM, type PaymentOutcome } from '@modavi/core';
import type { Db } from '../db/db.js';
import { paymentSettle, type PaymentDecision } from './payment-settle.js';
import { SANDBOX_PAY_PATH, type PaymentRow } from './payment-links.js';
import { sandboxLangOf, sandboxMessagePage, sandboxPayPage } from './sandbox-page.js';

const DECISIONS: readonly PaymentDecision[] = ['approve', 'decline', 'cancel'];

const OUTCOME_OF_STATUS: Readonly<Record<PaymentRow['status'], PaymentOutcome | null>> = {
  pending: null,
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'success',
};

/** The app path the attempt returns to, with how it ended (`?payment=success|failed|cancelled`). */
export function returnHref(returnUrl: string, outcome: PaymentOutcome | null): string {
  if (outcome === null) return returnUrl;
  const [path, hash] = returnUrl.split('#', 2) as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}${PAYMENT_OUTCOME_PARAM}=${outcome}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * The sandbox payment gateway, served by the reference server as a plain HTML page (no app
 * code): `GET /sandbox/pay/{paymentId}?lang=vi|en` shows the attempt with approve, decline
 * and cancel buttons; the form posts back here, the attempt is settled and the browser is
 * sent (303) to the order's return path with `payment=success|failed|cancelled`.
 */
export function sandboxRoutes(db: Db, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  const html = (body: string, status: 200 | 400 | 404 = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

  routes.get(`${SANDBOX_PAY_PATH}/:id`, async (c) => {
    const lang = sandboxLangOf(c.req.query('lang'));
    const [payment] = await db.query<PaymentRow>('SELECT id, order_id, method, amount, status, return_url FROM payments WHERE id = $1', [
      c.req.param('id'),
    ]);
    if (!payment) return html(sandboxMessagePage(lang, 'notFound'), 404);
    return html(
      sandboxPayPage(
        {
          id: payment.id,
          orderId: payment.order_id,
          method: payment.method,
          amount: payment.amount,
          status: payment.status,
          returnHref: returnHref(payment.return_url, OUTCOME_OF_STATUS[payment.status]),
        },
        lang,
        `${SANDBOX_PAY_PATH}/${encodeURIComponent(payment.id)}`,
      ),
    );
  });

  routes.post(`${SANDBOX_PAY_PATH}/:id`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = sandboxLangOf(typeof form['lang'] === 'string' ? form['lang'] : undefined);
    const decision = DECISIONS.find((candidate) => candidate === form['decision']);
    if (!decision) return html(sandboxMessagePage(lang, 'badRequest'), 400);
    const settled = await db.transaction((tx) => paymentSettle(tx, c.req.param('id'), decision, clock()));
    if (!settled) return html(sandboxMessagePage(lang, 'notFound'), 404);
    return c.redirect(returnHref(settled.payment.return_url, settled.outcome), 303);
  });

  return routes;
}
