import { SELLER_DASHBOARD_ENDPOINTS, type SellerDashboardGateway } from '@modavi/core';
import { endpointCall } from './endpoint-call.js';
import type { HttpClient } from './http-client.js';

/** SellerDashboardGateway over core's SELLER_DASHBOARD_ENDPOINTS; every answer is checked with the declaration's schema. */
export function httpSellerDashboardGateway(client: HttpClient): SellerDashboardGateway {
  const { sellerDashboard, sellerDashboardExport } = SELLER_DASHBOARD_ENDPOINTS;
  return {
    dashboard: (period) => endpointCall(client, sellerDashboard, { query: { from: period.from, to: period.to } }),
    salesReport: (period) => endpointCall(client, sellerDashboardExport, { query: { from: period.from, to: period.to } }),
  };
}
