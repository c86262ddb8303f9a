import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { adminShopApplicationRoutes } from './admin-shop-application-routes.js';
import { sellerApplicationRoutes } from './seller-application-routes.js';
import { sellerContactRoutes } from './seller-contact-routes.js';

/** Becoming a seller: the landing's contact form, the account's application, the admin's queue. */
export function sellerRegistrationApi(db: Db): Hono {
  const routes = new Hono();
  routes.route('/', sellerContactRoutes(db));
  routes.route('/', sellerApplicationRoutes(db));
  routes.route('/', adminShopApplicationRoutes(db));
  return routes;
}
