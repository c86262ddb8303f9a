import type { RouteTable } from '../route-policy.js';

/** The seller's dashboard and its sales report: a seller's token; each route reads its own shop only. */
export const SELLER_DASHBOARD_POLICIES: RouteTable = {
  'GET /api/v1/seller/dashboard': 'seller',
  'GET /api/v1/seller/dashboard/export': 'seller',
};
