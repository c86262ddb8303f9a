import { Hono } from 'hono';
import type { AuthEnv } from '../auth/auth-env.js';
import { addressRoutes } from '../addresses/address-routes.js';
import { accountDevRoutes, accountRoutes } from './account-routes.js';
import type { ContactDeps } from './profile-contact.js';

/**
 * The account pages' API: the address book with its administrative units, and the account
 * routes; outside production also the development helper that makes an account a seller.
 */
export function accountApi(deps: ContactDeps, devTools = false): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  routes.route('/', addressRoutes(db));
  routes.route('/', accountRoutes(deps));
  if (devTools) routes.route('/', accountDevRoutes(db));
  return routes;
}
