import { Hono } from 'hono';
import { dashboardPeriodValidate, SELLER_DASHBOARD_ENDPOINTS, type DashboardPeriod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ERROR_CODES } from '../http/api-error.js';
import { contractRoute } from '../http/contract/contract-route.js';
import { endpointRoute } from '../http/contract/contract-policies.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { requestLang } from '../checkout/request-facts.js';
import { actorShopId, sellerValid } from '../seller-shop/seller-shop-http.js';
import { sellerDashboardRead } from './dashboard-store.js';
import { salesReportBuild } from './sales-report.js';

/**
 * The seller's dashboard (tong-quan) and its sales report, as core declares them
 * (SELLER_DASHBOARD_ENDPOINTS). A seller account that owns a shop (actorRequired: no token 401,
 * a buyer's 403) reads its own shop's figures only: no shop id is in the path, so another shop's
 * cannot even be named.
 */
export function sellerDashboardRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SELLER_DASHBOARD.NOT_ALLOWED']);
  const periodOf = (query: unknown): DashboardPeriod => sellerValid(dashboardPeriodValidate(query, clock()));
  const { sellerDashboard, sellerDashboardExport } = SELLER_DASHBOARD_ENDPOINTS;
  for (const path of [sellerDashboard, sellerDashboardExport].map(endpointRoute)) routes.use(path, seller);

  contractRoute(routes, sellerDashboard, async (c, { query }) => sellerDashboardRead(db, actorShopId(c), periodOf(query), clock()));
  contractRoute(routes, sellerDashboardExport, async (c, { query }) => {
    const report = await salesReportBuild(db, actorShopId(c), periodOf(query), requestLang(c));
    return { file_name: report.fileName, content_base64: report.content.toString('base64') };
  });
  return routes;
}
