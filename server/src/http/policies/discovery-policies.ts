import type { RouteTable } from '../route-policy.js';

/** Health, region, the guest token, catalogue, search, shops, promotions and the pages: anyone. */
export const DISCOVERY_POLICIES: RouteTable = {
  'GET /api/health': 'public',
  'GET /api/v1/public/get-ip-country': 'public',
  // The app's icon, for pages that link none.
  'GET /favicon.ico': 'public',
  // What crawlers may read, and the public pages (issue 17).
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  // The push service worker, with the public Firebase web settings only (issue 27).
  'GET /firebase-messaging-sw.js': 'public',
  'GET /:file{sitemap-[0-9]+\\.xml}': 'public',
  'POST /api/v1/public/guest-token': 'public',
  'GET /api/v1/public/products/search': 'public',
  'GET /api/v1/public/products/suggest': 'public',
  'GET /api/v1/public/products/:id/related': 'public',
  'GET /api/v1/public/products': 'public',
  'GET /api/v1/public/products/:id': 'public',
  'GET /api/v1/public/categories': 'public',
  'GET /api/v1/public/shops/:id': 'public',
  'GET /api/v1/public/shops/:id/vouchers': 'public',
  'GET /api/v1/public/top-sellers': 'public',
  'GET /api/v1/public/reasons': 'public',
  'GET /api/v1/public/products/:id/reviews': 'public',
  'GET /api/v1/public/shops/:id/reviews': 'public',
  'GET /api/v1/public/promotions': 'public',
  // A token, when sent, only marks which vouchers are the caller's.
  'GET /api/v1/public/vouchers': 'public',
  'GET /api/v1/public/banners': 'public',
  'GET /api/v1/public/banners/:id': 'public',
  'GET /api/v1/public/collections/:id': 'public',
  'GET /api/v1/public/users/:id': 'public',
  // Generated and uploaded images, videos; uploads are served to anyone who has the address.
  'GET /media/**': 'public',
  // The app's pages (the page guard redirects a visitor without a cookie to /).
  'GET /*': 'public',
};
