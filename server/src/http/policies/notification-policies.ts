import { ERROR_CODES } from '../api-error.js';
import type { RouteTable } from '../route-policy.js';

const buyer = { policy: 'buyer', guest: { status: 401, code: ERROR_CODES['NOTIFICATION.LOGIN_REQUIRED'] } } as const;

/** Notifications (spec section 7): an account's own inbox; a guest's token is asked to log in. */
export const NOTIFICATION_POLICIES: RouteTable = {
  'GET /api/v2/mobile/notifications': buyer,
  'GET /api/v1/mobile/notification-buyer/unread-count': buyer,
  'PUT /api/v1/mobile/notification-buyer/mask-read': buyer,
  'PUT /api/v1/mobile/notification-buyer/mask-read-all': buyer,
  'GET /notification/get-all': buyer,
  'PUT /notification/mask-read': buyer,
  'PUT /notification/read-all': buyer,
  // A seller's own shop notifications (ours; the spec names no call).
  'GET /api/v1/seller/notifications': 'seller',
  'GET /api/v1/seller/notifications/unread-count': 'seller',
  'PUT /api/v1/seller/notifications/mask-read': 'seller',
  'PUT /api/v1/seller/notifications/mask-read-all': 'seller',
};
