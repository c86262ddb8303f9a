/**
 * The spec's browser storage keys, named once. The names are the spec's own so the web app
 * and the mobile shell read the same entries. `tabSessionId` and `hasOpenModal` live in
 * session storage (one tab); every other key lives in local storage (shared by all tabs).
 */
export const STORAGE_KEYS = {
  profile: 'profile',
  accountStatus: 'accountStatus',
  bookmarkedList: 'bookmarkedList',
  draft: 'draft',
  currentPage: 'currentPage',
  expandSidebar: 'expandSidebar',
  openCategory: 'openCategory',
  fcmToken: 'fcmToken',
  lastPushTokenUserId: 'lastPushTokenUserId',
  deviceId: 'deviceId',
  /** Written at logout; other tabs watch it to log out too. */
  logoutAt: 'logoutTimestamp',
  /** Per tab: the session id sent with every request. */
  tabSessionId: 'sessionId',
  /** Per tab: set while a modal is open. */
  hasOpenModal: 'hasOpenModal',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The local items logout clears ("login cookie and local items cleared"; the spec does not
 * list them). The reading chosen: everything about the person (profile, status, bookmarks,
 * draft, push token) goes; the device id, the last push user (push registration compares it
 * with the next user to replace a stale token), the logout timestamp itself and layout
 * preferences (current page, sidebar, open category) stay, since they describe the device.
 */
export const STORAGE_KEYS_CLEARED_ON_LOGOUT: readonly StorageKey[] = [
  STORAGE_KEYS.profile,
  STORAGE_KEYS.accountStatus,
  STORAGE_KEYS.bookmarkedList,
  STORAGE_KEYS.draft,
  STORAGE_KEYS.fcmToken,
];
