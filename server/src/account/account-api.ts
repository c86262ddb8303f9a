import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { addressRoutes } from '../addresses/address-routes.js';
import { accountRoutes } from './account-routes.js';

/** The account pages' API: the address book with its administrative units, and the account routes. */
export function accountApi(db: Db): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.route('/', addressRoutes(db));
  routes.route('/', accountRoutes(db));
  return routes;
}
