import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Messages of the notification list's refusals (spec section 7's calls). */
export const NOTIFICATION_ERRORS = {
  'NOTIFICATION.LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để xem thông báo', kr: 'Please log in to see your notifications' },
  'NOTIFICATION.NOT_FOUND': { vi: 'Không tìm thấy thông báo', kr: 'Notification not found' },
} as const satisfies ErrorCatalogue;
