import { SELLER_DASHBOARD_PATHS, SellerDashboardSchema, SheetFileSchema, type SellerDashboardGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerDashboardGateway over `api/v1/seller/dashboard`; every answer is checked with core's schemas. */
export function httpSellerDashboardGateway(client: HttpClient): SellerDashboardGateway {
  return {
    dashboard: (period) =>
      client.request({ method: 'GET', path: SELLER_DASHBOARD_PATHS.dashboard, schema: SellerDashboardSchema, query: { from: period.from, to: period.to } }),
    salesReport: (period) =>
      client.request({ method: 'GET', path: SELLER_DASHBOARD_PATHS.dashboardExport, schema: SheetFileSchema, query: { from: period.from, to: period.to } }),
  };
}
