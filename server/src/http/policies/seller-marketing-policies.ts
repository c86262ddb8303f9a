import type { RouteTable } from '../route-policy.js';

/**
 * The seller's vouchers and promotion programs (GET and POST fall under COMMERCE_POLICIES'
 * `/api/v1/seller/**`): a seller's token; each route checks the account's role and scopes
 * every row to its shop.
 */
export const SELLER_MARKETING_POLICIES: RouteTable = {
  'PUT /api/v1/seller/vouchers/:id': 'seller',
  'DELETE /api/v1/seller/vouchers/:id': 'seller',
  'PUT /api/v1/seller/promotions/:id': 'seller',
  'DELETE /api/v1/seller/promotions/:id': 'seller',
};
