import type { RouteTable } from '../route-policy.js';

/**
 * Seller income (issue 28): the seller's balance, lines, payouts and statement (a seller's
 * token; each route reads its own shop only) and the admin's payouts and platform figures (an
 * admin's token; the POST steps take a small JSON form).
 */
export const SELLER_INCOME_POLICIES: RouteTable = {
  'GET /api/v1/seller/income/summary': 'seller',
  'GET /api/v1/seller/income/lines': 'seller',
  'GET /api/v1/seller/income/payouts': 'seller',
  'GET /api/v1/seller/income/payouts/:id': 'seller',
  'GET /api/v1/seller/income/statement': 'seller',
  'GET /api/v1/cms-admin/payouts': 'admin',
  'GET /api/v1/cms-admin/payouts/export': 'admin',
  'GET /api/v1/cms-admin/payouts/:id': 'admin',
  'POST /api/v1/cms-admin/payouts/:id/paid': { policy: 'admin', body: 'form' },
  'POST /api/v1/cms-admin/payouts/:id/failed': { policy: 'admin', body: 'form' },
  'GET /api/v1/cms-admin/platform-income': 'admin',
};
