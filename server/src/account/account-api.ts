import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { addressRoutes } from '../addresses/address-routes.js';
import { accountDevRoutes, accountRoutes } from './account-routes.js';

/**
 * The account pages' API: the address book with its administrative units, and the account
 * routes; outside production also the development helper that makes an account a seller.
 */
export function accountApi(db: Db, devTools = false): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.route('/', addressRoutes(db));
  routes.route('/', accountRoutes(db));
  if (devTools) routes.route('/', accountDevRoutes(db));
  return routes;
}
