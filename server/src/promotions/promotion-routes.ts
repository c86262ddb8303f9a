import { Hono } from 'hono';
import { API_PATHS } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { analyticsRoutes } from '../analytics/analytics-routes.js';
import { trackingRoutes } from '../tracking/tracking-routes.js';
import { bannerRoutes } from '../banners/banner-routes.js';
import { collectionRoutes } from '../collections/collection-routes.js';
import { favouriteRoutes } from '../favourites/favourite-routes.js';
import { voucherRoutes } from '../vouchers/voucher-routes.js';
import { promotionShowcases } from './promotion-showcase.js';

/**
 * Everything around promotions, mounted by createApi in one go: the voucher catalogue and
 * wallet, promotion programs (/uu-dai), banners (with their covers), collections, favourites and
 * analytics events. `clock` is the server's time (tests pass their own).
 */
export function promosRoutes(db: Db, config: ServerConfig, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  routes.get(routePath(API_PATHS.promotions), async (c) => okJson(c, await promotionShowcases(db, clock())));
  routes.route('/', voucherRoutes(db, clock));
  routes.route('/', bannerRoutes(db, clock));
  routes.route('/', collectionRoutes(db, clock));
  routes.route('/', favouriteRoutes(db, clock));
  routes.route('/', analyticsRoutes(db, config, clock));
  routes.route('/', trackingRoutes(db, config, clock));
  return routes;
}
