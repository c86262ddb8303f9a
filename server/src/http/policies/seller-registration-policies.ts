import type { RouteTable } from '../route-policy.js';

/**
 * Becoming a seller: the landing's contact form for any visitor (a short form body), the
 * account's own application (its route finds the caller's), and the admin's shop queue
 * (POST cms-admin is COMMERCE_POLICIES' 'admin' already; the reads need theirs).
 */
export const SELLER_REGISTRATION_POLICIES: RouteTable = {
  'POST /api/v1/public/seller-contacts': { policy: 'visitor', body: 'form' },
  'GET /api/v1/mobile/seller/application': 'buyer',
  'PUT /api/v1/mobile/seller/application': { policy: 'buyer', body: 'form' },
  'POST /api/v1/mobile/seller/application/submit': { policy: 'buyer', body: 'form' },
  'GET /api/v1/cms-admin/shop-applications': 'admin',
  'GET /api/v1/cms-admin/shop-applications/:id': 'admin',
  'POST /api/v1/cms-admin/shop-applications/:id/approve': 'admin',
  'POST /api/v1/cms-admin/shop-applications/:id/reject': 'admin',
};
