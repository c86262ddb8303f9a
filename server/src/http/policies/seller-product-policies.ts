import type { RouteTable } from '../route-policy.js';

/**
 * The seller's products and the admin's product queue (issue 12). GET and POST under
 * /seller/ and POST under /cms-admin/ are COMMERCE_POLICIES' wildcards; these are the rest.
 * Each route checks the role and scopes by the caller's shop itself (actorRequired).
 */
export const SELLER_PRODUCT_POLICIES: RouteTable = {
  'PUT /api/v1/seller/products/bulk': { policy: 'seller', body: 'bulk' },
  'POST /api/v1/seller/products/bulk/sheet': { policy: 'seller', body: 'sheet' },
  'PUT /api/v1/seller/products/:id': 'seller',
  'PUT /api/v1/seller/products/:id/visibility': 'seller',
  'DELETE /api/v1/seller/products/:id': 'seller',
  'GET /api/v1/cms-admin/products': 'admin',
};
