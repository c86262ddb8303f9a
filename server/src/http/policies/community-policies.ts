import type { RouteTable } from '../route-policy.js';

/**
 * The community feed: anyone reads (a token, when sent, marks the viewer's likes and bookmarks);
 * writing needs an account (a guest's token: 401 AUTH.LOGIN_REQUIRED, the app's login prompt).
 * A post or comment is a short text form: FORM_BODY_BYTES_MAX is far above 300 characters and five addresses.
 */
export const COMMUNITY_POLICIES: RouteTable = {
  'GET /api/v1/community/posts': 'public',
  'POST /api/v1/community/posts': { policy: 'buyer', body: 'form' },
  'GET /api/v1/community/posts/:id': 'public',
  'PUT /api/v1/community/posts/:id': { policy: 'buyer', body: 'form' },
  'DELETE /api/v1/community/posts/:id': 'buyer',
  'POST /api/v1/community/posts/:id/like': 'buyer',
  'DELETE /api/v1/community/posts/:id/like': 'buyer',
  'POST /api/v1/community/posts/:id/bookmark': 'buyer',
  'DELETE /api/v1/community/posts/:id/bookmark': 'buyer',
  // A guest shares too (the no-login token is enough): counted once per session owner.
  'POST /api/v1/community/posts/:id/share': 'visitor',
  'GET /api/v1/community/posts/:id/comments': 'public',
  'POST /api/v1/community/posts/:id/comments': { policy: 'buyer', body: 'form' },
  'PUT /api/v1/community/comments/:id': { policy: 'buyer', body: 'form' },
  'DELETE /api/v1/community/comments/:id': 'buyer',
  'GET /api/v1/community/users/:id/posts': 'public',
  // Whom one's own comment or post may mention: an account's own follows.
  'GET /api/v1/community/mention-candidates': 'buyer',
};
