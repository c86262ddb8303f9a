import { Hono } from 'hono';
import { dashboardPeriodValidate, SELLER_DASHBOARD_PATHS, type DashboardPeriod } from '@modavi/core';
import type { Context } from 'hono';
import type { Db } from '../db/db.js';
import { ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { requestLang } from '../checkout/request-facts.js';
import { actorShopId, sellerValid } from '../seller-shop/seller-shop-http.js';
import { sellerDashboardRead } from './dashboard-store.js';
import { salesReportBuild } from './sales-report.js';

/**
 * The seller's dashboard (tong-quan) and its sales report. A seller account that owns a shop
 * (actorRequired: no token 401, a buyer's 403) reads its own shop's figures only: no shop id is
 * in the path, so another shop's cannot even be named.
 */
export function sellerDashboardRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SELLER_DASHBOARD.NOT_ALLOWED']);
  const periodOf = (c: Context<ActorEnv>): DashboardPeriod => sellerValid(dashboardPeriodValidate(c.req.query(), clock()));
  for (const path of Object.values(SELLER_DASHBOARD_PATHS)) routes.use(routePath(path), seller);

  routes.get(routePath(SELLER_DASHBOARD_PATHS.dashboard), async (c) => okJson(c, await sellerDashboardRead(db, actorShopId(c), periodOf(c), clock())));
  routes.get(routePath(SELLER_DASHBOARD_PATHS.dashboardExport), async (c) => {
    const report = await salesReportBuild(db, actorShopId(c), periodOf(c), requestLang(c));
    return okJson(c, { file_name: report.fileName, content_base64: report.content.toString('base64') });
  });
  return routes;
}
