/**
 * Every browser storage key of core, named once: the spec's list (section 3), with the spec's
 * own names so the web app and the mobile shell read the same entries, and one key of ours
 * (`regionNoticeShown`). `tabSessionId`, `hasOpenModal` and `regionNoticeShown` live in
 * session storage (one tab); every other key lives in local storage (shared by all tabs).
 * Push registration writes `fcmToken` and `lastPushTokenUserId`; the modal flag `hasOpenModal`.
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
  /** Per tab: set while a modal is open (modalFlagStoredValue). */
  hasOpenModal: 'hasOpenModal',
  /** Per tab, ours: the region notice was shown in this session (regionDecide). */
  regionNoticeShown: 'regionNoticeShown',
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
