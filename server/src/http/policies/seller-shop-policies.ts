import type { RouteTable } from '../route-policy.js';

/**
 * The seller's shop categories, banners and size charts (GET and POST fall under
 * COMMERCE_POLICIES' `/api/v1/seller/**`): a seller's token; each route checks the account's
 * role and scopes every row to its shop.
 */
export const SELLER_SHOP_POLICIES: RouteTable = {
  'PUT /api/v1/seller/shop-categories/:id': 'seller',
  'DELETE /api/v1/seller/shop-categories/:id': 'seller',
  'PUT /api/v1/seller/banners/:id': 'seller',
  'DELETE /api/v1/seller/banners/:id': 'seller',
  'PUT /api/v1/seller/size-charts/:id': 'seller',
  'DELETE /api/v1/seller/size-charts/:id': 'seller',
};
