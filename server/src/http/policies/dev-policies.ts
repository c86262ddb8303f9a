import type { RouteTable } from '../route-policy.js';

/**
 * Development helpers, mounted only when MODAVI_ENV is not production, and then for this
 * machine only: the code outbox, tokens and roles on demand, the carrier's steps, recorded
 * analytics and tracking sessions (GET /api/v1/dev/tracking-sessions), the push stand-ins; the stand-in social provider and the sandbox gateway are
 * pages whose buttons post forms back to themselves.
 */
export const DEV_POLICIES: RouteTable = {
  'GET /api/v1/dev/**': 'dev',
  'POST /api/v1/dev/**': 'dev',
  'PUT /api/v1/dev/**': 'dev',
  'DELETE /api/v1/dev/**': 'dev',
  'GET /dev/**': 'dev-page',
  'POST /dev/**': 'dev-page',
  'GET /sandbox/**': 'dev-page',
  'POST /sandbox/**': 'dev-page',
};
