/**
 * Issue 29: the server files that still write SQL as strings (tools/eslint/no-raw-sql.js). A file
 * moved to the typed query layer leaves this list (raw-sql-remaining.test: a listed file that no
 * longer holds SQL fails), and no file joins it.
 */
export const RAW_SQL_REMAINING = [
  'server/src/analytics/analytics-store.ts',
  'server/src/awards/awards-ledger.ts',
  'server/src/awards/awards-seed.ts',
  'server/src/awards/awards-store.ts',
  'server/src/catalogue/shop-json.ts',
  'server/src/chat/chat-sql.ts',
  'server/src/search/product-search.ts',
  'server/src/search/search-candidates.ts',
  'server/src/search/search-index.ts',
  'server/src/search/search-sql.ts',
  'server/src/seed/catalogue-insert.ts',
  'server/src/seed/commerce-seed.ts',
  'server/src/seed/discovery-seed.ts',
  'server/src/seed/reference-seed.ts',
  'server/src/seed/review-seed.ts',
  'server/src/seed/rows-insert.ts',
  'server/src/seed/seed.ts',
  'server/src/seed/video-seed.ts',
  'server/src/uploads/upload-routes.ts',
  'server/src/uploads/upload-variant-route.ts',
  'server/src/uploads/uploaded-images-check.ts',
  'server/src/uploads/video-upload-routes.ts',
];
