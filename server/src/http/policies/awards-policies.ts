import type { RouteTable } from '../route-policy.js';

/**
 * The awards event: anyone (guests too) reads the edition and its counts; checking in, the
 * balance and voting need an account (a guest's token gets 401 AUTH.LOGIN_REQUIRED, the app's
 * login prompt). The vote's body is two fields.
 */
export const AWARDS_POLICIES: RouteTable = {
  'GET /api/v1/public/awards/current': 'public',
  'GET /api/v1/mobile/awards/votes/me': 'buyer',
  'POST /api/v1/mobile/awards/check-in': { policy: 'buyer', body: 'form' },
  'POST /api/v1/mobile/awards/votes': { policy: 'buyer', body: 'form' },
};
