import type { RouteTable } from '../route-policy.js';

/**
 * The group-buy: anyone reads a product's offer and open rooms; a room's page is read with any
 * live token (a visitor opens a shared link, then logs in to join); opening, joining, inviting
 * and cancelling need an account (a guest gets 401 AUTH.LOGIN_REQUIRED, the app's login
 * prompt). The seller's set-up needs a seller with a shop (the route checks role and shop).
 */
export const GROUP_BUY_POLICIES: RouteTable = {
  'GET /api/v1/public/group-buy/products/:id': 'public',
  'GET /api/v1/mobile/group-buy/rooms/:id': 'visitor',
  'POST /api/v1/mobile/group-buy/products/:id/rooms': { policy: 'buyer', body: 'form' },
  'POST /api/v1/mobile/group-buy/rooms/:id/join': { policy: 'buyer', body: 'form' },
  'POST /api/v1/mobile/group-buy/rooms/:id/invite': { policy: 'buyer', body: 'form' },
  'POST /api/v1/mobile/group-buy/rooms/:id/cancel': { policy: 'buyer', body: 'form' },
  'GET /api/v1/seller/group-buy/products/:id': 'seller',
  'PUT /api/v1/seller/group-buy/products/:id': { policy: 'seller', body: 'form' },
};
