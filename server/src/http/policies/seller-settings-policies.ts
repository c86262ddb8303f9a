import type { RouteTable } from '../route-policy.js';

/**
 * The seller's settings and pause mode (GET falls under COMMERCE_POLICIES' `/api/v1/seller/**`):
 * a seller's token; each route checks the account's role and acts on its own shop only.
 */
export const SELLER_SETTINGS_POLICIES: RouteTable = {
  'PUT /api/v1/seller/settings/shipping': 'seller',
  'PUT /api/v1/seller/settings/return-policy': 'seller',
  'PUT /api/v1/seller/settings/payment': 'seller',
  'PUT /api/v1/seller/settings/shop-info': 'seller',
  'PUT /api/v1/seller/settings/pause': 'seller',
  'DELETE /api/v1/seller/settings/pause': 'seller',
};
