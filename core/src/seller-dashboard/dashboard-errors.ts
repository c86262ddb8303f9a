import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes of the seller's dashboard (tong-quan). The spec words none; they follow its tone. */
export const SELLER_DASHBOARD_ERRORS = {
  'SELLER_DASHBOARD.PERIOD_INVALID': {
    vi: 'Khoảng thời gian không hợp lệ (tối đa {{max}} ngày, không quá hôm nay)',
    kr: 'This period is not valid (at most {{max}} days, not after today)',
  },
  'SELLER_DASHBOARD.NOT_ALLOWED': { vi: 'Bạn không có quyền xem số liệu này', kr: 'You are not allowed to see these figures' },
} as const satisfies ErrorCatalogue;
