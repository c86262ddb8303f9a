import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes the commerce API answers search, seller-page and follow calls with. */
export const DISCOVERY_ERRORS = {
  'SHOP.NOT_FOUND': { vi: 'Cửa hàng không tồn tại', kr: 'This shop does not exist' },
  'SHOP.FOLLOW_LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để theo dõi cửa hàng', kr: 'Please log in to follow shops' },
  'SEARCH.QUERY_TOO_LONG': { vi: 'Từ khoá tìm kiếm quá dài', kr: 'The search text is too long' },
} as const satisfies ErrorCatalogue;

export type DiscoveryErrorCode = keyof typeof DISCOVERY_ERRORS;
