import type { RouteTable } from '../route-policy.js';

/** The help centre's guides, search and policies, and the blog (issue 14): anyone may read them. */
export const CONTENT_POLICIES: RouteTable = {
  'GET /api/v1/public/content/guides': 'public',
  'GET /api/v1/public/content/guides/**': 'public',
  'GET /api/v1/public/content/policies/:slug': 'public',
  'GET /api/v1/public/content/blog': 'public',
  'GET /api/v1/public/content/blog/:id': 'public',
};
