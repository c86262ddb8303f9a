import { ERROR_CODES } from '../api-error.js';
import type { RouteTable } from '../route-policy.js';

const shopFollowGuest = { status: 403, code: ERROR_CODES.shopFollowLoginRequired } as const;
const walletGuest = { status: 403, code: ERROR_CODES['VOUCHER.SAVE_LOGIN_REQUIRED'] } as const;
const pushGuest = { status: 403, code: ERROR_CODES['PUSH.LOGIN_REQUIRED'] } as const;

/** Sign-up and login (public), and what belongs to an account (buyer). */
export const ACCOUNT_POLICIES: RouteTable = {
  'POST /api/v1/public/auth/codes': 'public',
  'POST /api/v1/public/auth/codes/verify': 'public',
  'POST /api/v1/public/auth/login': 'public',
  'POST /api/v1/public/auth/password/reset': 'public',
  'GET /api/v1/public/auth-providers': 'public',
  'GET /api/v1/public/auth/oauth/:id/start': 'public',
  // The providers answer here (Apple with a form POST): the state is the credential.
  'GET /api/v1/public/auth/oauth/:id/callback': 'public',
  'POST /api/v1/public/auth/oauth/:id/callback': { policy: 'public', foreign: true },
  'POST /api/v1/public/auth/oauth/ticket': 'public',
  'GET /api/v1/public/admin-units': 'public',
  'GET /api/v1/public/admin-units/:id': 'public',
  'PUT /api/v1/mobile/auth/password': 'buyer',
  'POST /api/v1/mobile/auth/logout': 'buyer',
  'GET /api/v1/mobile/me': 'buyer',
  'PUT /api/v1/mobile/me': 'buyer',
  'DELETE /api/v1/mobile/me': 'buyer',
  'PUT /api/v1/mobile/me/avatar': 'buyer',
  'POST /api/v1/mobile/me/contact-code': 'buyer',
  'GET /api/v1/mobile/me/settings': 'buyer',
  'PUT /api/v1/mobile/me/settings': 'buyer',
  'GET /api/v1/mobile/addresses': 'buyer',
  'POST /api/v1/mobile/addresses': 'buyer',
  'PUT /api/v1/mobile/addresses/:id': 'buyer',
  'DELETE /api/v1/mobile/addresses/:id': 'buyer',
  'PUT /api/v1/mobile/addresses/:id/default': 'buyer',
  'POST /api/v1/mobile/users/:id/follow': 'buyer',
  'DELETE /api/v1/mobile/users/:id/follow': 'buyer',
  'GET /api/v1/mobile/shops/:id/follow': { policy: 'buyer', guest: shopFollowGuest },
  'POST /api/v1/mobile/shops/:id/follow': { policy: 'buyer', guest: shopFollowGuest },
  'DELETE /api/v1/mobile/shops/:id/follow': { policy: 'buyer', guest: shopFollowGuest },
  'GET /api/v1/mobile/voucher-wallet': { policy: 'buyer', guest: walletGuest },
  'POST /api/v1/mobile/voucher-wallet/:id': { policy: 'buyer', guest: walletGuest },
  'POST /notification/create-push-token': { policy: 'buyer', guest: pushGuest },
  'POST /notification/remove-device-push-token': { policy: 'buyer', guest: pushGuest },
  // An account with the seller role (its own middleware checks the role).
  'GET /api/v1/mobile/seller/me': 'seller',
};
