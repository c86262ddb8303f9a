/**
 * The notification calls of spec section 7, apart from API_PATHS so only the notification
 * page's chunk carries them, never the first visit. The spec writes `notification-buyer/mask-read`
 * and `mask-read-all` without a prefix next to `api/v1/mobile/notification-buyer/unread-count`:
 * we read them under the same prefix (NOTIFICATION_BUYER_PREFIX). The community API's
 * `notification/...` calls list, mark and clear the same notifications of the caller.
 */
const NOTIFICATION_BUYER_PREFIX = 'api/v1/mobile/notification-buyer';

export const NOTIFICATION_API_PATHS = {
  /** GET ?before=: the caller's notifications, newest first (`{ items, next_before, unread }`). */
  list: 'api/v2/mobile/notifications',
  /** GET: data.data is the caller's unread count. */
  unreadCount: `${NOTIFICATION_BUYER_PREFIX}/unread-count`,
  /** PUT { id }: one notification read. */
  markRead: `${NOTIFICATION_BUYER_PREFIX}/mask-read`,
  /** PUT: every notification of the caller read. */
  markReadAll: `${NOTIFICATION_BUYER_PREFIX}/mask-read-all`,
} as const;

/**
 * A seller's notifications about their shop (spec section 2: seller-side notifications lead to
 * the seller's order page). The spec names no call for them: ours, under the seller API, with the
 * same four calls and answers as the buyer's.
 */
export const SELLER_NOTIFICATION_API_PATHS = {
  list: 'api/v1/seller/notifications',
  unreadCount: 'api/v1/seller/notifications/unread-count',
  markRead: 'api/v1/seller/notifications/mask-read',
  markReadAll: 'api/v1/seller/notifications/mask-read-all',
} as const satisfies Record<keyof typeof NOTIFICATION_API_PATHS, string>;

/** The community API's notification calls (spec section 7), relative to its base address. */
export const NOTIFICATION_COMMUNITY_PATHS = {
  getAll: 'notification/get-all',
  markRead: 'notification/mask-read',
  readAll: 'notification/read-all',
} as const;
