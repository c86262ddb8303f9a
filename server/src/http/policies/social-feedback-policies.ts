import type { RouteTable } from '../route-policy.js';

/**
 * Social-organisation feedback (issue 14): any visitor or buyer sends it (a short form body of
 * text and image addresses) and reads the public list; the admin reads every email and sets
 * the status (its route checks the admin role).
 */
export const SOCIAL_FEEDBACK_POLICIES: RouteTable = {
  'POST /api/v1/mobile/social-feedback': { policy: 'visitor', body: 'form' },
  'GET /api/v1/mobile/social-feedback': 'visitor',
  'GET /api/v1/cms-admin/social-feedback': 'admin',
  'PUT /api/v1/cms-admin/social-feedback/:id/status': { policy: 'admin', body: 'form' },
};
