import { Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { checkoutRoutes } from '../checkout/checkout-routes.js';
import { carrierOf } from '../carrier/carrier-of.js';
import { ghnWebhookRoutes } from '../carrier/ghn/ghn-webhook-routes.js';
import { paymentCallbackRoutes } from '../payments/callback-routes.js';
import { sandboxRoutes, type SelfRequest } from '../payments/sandbox-routes.js';
import { devRoutes } from './dev-routes.js';
import { orderRoutes } from './order-routes.js';
import { reasonRoutes } from './reason-routes.js';
import { roleRoutes } from './role-routes.js';
import { sellerOrderRoutes } from './seller-order-routes.js';
import { refundDeskRoutes } from './refund-desk-routes.js';

/**
 * Checkout, orders, refunds, reasons, the payment gateways' callbacks and, outside production,
 * the sandbox payment gateway's page and the dev routes: everything of the order slice, mounted
 * by createApi in one go. `clock` is the server's time (tests pass their own to step through
 * deadlines); `self` lets the sandbox deliver its callback to this server as a gateway would.
 */
export function commerceRoutes(db: Db, config: ServerConfig, self: SelfRequest, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  const carrier = carrierOf(config.commerce.carrier);
  routes.route('/', reasonRoutes(db));
  routes.route('/', checkoutRoutes(db, config, clock));
  routes.route('/', orderRoutes(db, config, clock));
  routes.route('/', sellerOrderRoutes(db, clock, carrier));
  routes.route('/', refundDeskRoutes(db));
  routes.route('/', roleRoutes(db, clock, carrier));
  routes.route('/', paymentCallbackRoutes(db, config.commerce.gateways, clock));
  routes.route('/', ghnWebhookRoutes(db, config.commerce.carrier?.ghn ?? null, clock));
  // The sandbox approves with a public secret: a deployment never mounts it.
  if (config.commerce.devRoutes) {
    routes.route('/', sandboxRoutes(db, config.commerce.gateways, self, clock));
    routes.route('/', devRoutes(db, clock));
  }
  return routes;
}
