import { Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { checkoutRoutes } from '../checkout/checkout-routes.js';
import { sandboxRoutes } from '../payments/sandbox-routes.js';
import { devRoutes } from './dev-routes.js';
import { orderRoutes } from './order-routes.js';
import { reasonRoutes } from './reason-routes.js';
import { roleRoutes } from './role-routes.js';

/**
 * Checkout, orders, refunds, reasons, the sandbox payment gateway's page and, outside
 * production, the dev routes: everything of the order slice, mounted by createApi in one go.
 * `clock` is the server's time (tests pass their own to step through deadlines).
 */
export function commerceRoutes(db: Db, config: ServerConfig, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  routes.route('/', reasonRoutes(db));
  routes.route('/', checkoutRoutes(db, config, clock));
  routes.route('/', orderRoutes(db, config, clock));
  routes.route('/', roleRoutes(db, clock));
  routes.route('/', sandboxRoutes(db, clock));
  if (config.commerce.devRoutes) routes.route('/', devRoutes(db, clock));
  return routes;
}
