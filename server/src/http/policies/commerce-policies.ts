import type { RouteTable } from '../route-policy.js';

/**
 * Cart, checkout, orders and refunds are the visitor's (guests check out with their no-login
 * token; each route finds the caller's own order); the seller's and the platform's steps need
 * their tokens; the gateways' callbacks are public and proven by their signatures.
 */
export const COMMERCE_POLICIES: RouteTable = {
  'GET /api/v1/mobile/carts/all': 'visitor',
  'GET /api/v1/mobile/carts/count': 'visitor',
  'POST /api/v1/mobile/carts': 'visitor',
  'POST /api/v1/mobile/carts/delete-many': 'visitor',
  'PUT /api/v1/mobile/carts/:id/quantities': 'visitor',
  'DELETE /api/v1/mobile/carts/:id': 'visitor',
  'GET /api/v1/mobile/vouchers': 'visitor',
  'POST /api/v1/mobile/checkout/preview': 'visitor',
  'POST /api/v1/mobile/orders': 'visitor',
  'GET /api/v1/mobile/orders': 'visitor',
  'GET /api/v1/mobile/orders/:id': 'visitor',
  'POST /api/v1/mobile/orders/:id/cancel': 'visitor',
  'POST /api/v1/mobile/orders/:id/confirm-receipt': 'visitor',
  'POST /api/v1/mobile/orders/:id/payment': 'visitor',
  'POST /api/v1/mobile/orders/:id/refunds': 'visitor',
  'GET /api/v1/mobile/refunds/:id': 'visitor',
  'POST /api/v1/mobile/refunds/:id/cancel': 'visitor',
  'GET /api/v1/mobile/orders/:id/reviews': 'visitor',
  'POST /api/v1/mobile/reviews': 'visitor',
  'PUT /api/v1/mobile/reviews/:id': 'visitor',
  'POST /api/v1/image': { policy: 'visitor', body: 'image' },
  // A product's video: an account's session only (a guest has nothing to show a video on).
  'POST /api/v1/video': { policy: 'buyer', body: 'video' },
  'POST /api/v1/mobile/analytics/events': 'visitor',
  // Tracking sessions (issue 14): any live session, guest or signed in; a bulk of sessions is larger than a form.
  'POST /api/v1/mobile/trackings/tracking-session': { policy: 'visitor', body: 'tracking' },
  'GET /api/v1/seller/**': 'seller',
  'POST /api/v1/seller/**': 'seller',
  'POST /api/v1/cms-admin/**': 'admin',
  // MoMo's server posts its notification: no page of ours, proven by its signature.
  'POST /api/v1/payments/momo/ipn': { policy: 'public', foreign: true },
  'GET /api/v1/payments/momo/return': 'public',
  'GET /api/v1/payments/vnpay/ipn': 'public',
  'GET /api/v1/payments/vnpay/return': 'public',
  'GET /api/v1/payments/onepay/ipn': 'public',
  'GET /api/v1/payments/onepay/return': 'public',
  // GHN's status callbacks: its own proof is the secret in the registered address; a callback is a few hundred bytes.
  'POST /api/v1/carrier/ghn/webhook': { policy: 'public', body: 'form', foreign: true },
};
