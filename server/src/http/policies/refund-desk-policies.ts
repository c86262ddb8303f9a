import type { RouteTable } from '../route-policy.js';

/**
 * The seller's refund list (GET under COMMERCE_POLICIES' `/api/v1/seller/**`) and the admin's
 * refund queue reads (its POST steps fall under `/api/v1/cms-admin/**`): each route's
 * actorRequired checks the role, the seller's list is scoped to its shop.
 */
export const REFUND_DESK_POLICIES: RouteTable = {
  'GET /api/v1/cms-admin/refunds': 'admin',
  'GET /api/v1/cms-admin/refunds/:id': 'admin',
};
