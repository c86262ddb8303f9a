import type { Notification } from './notification.js';

/** Spec section 4: a push toast closes by itself after 10 seconds. */
export const PUSH_TOAST_DURATION_MS = 10_000;

/**
 * The notification list as shown: the loaded items and the unread count. The count comes from
 * the server's unread-count call and can exceed the loaded page; it is never below the unread
 * items actually loaded, and never negative.
 */
export interface NotificationInbox {
  readonly items: readonly Notification[];
  readonly unread: number;
}

const count = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
const loadedUnread = (items: readonly Notification[]): number => items.filter((item) => !item.is_read).length;

/** An inbox from a loaded page and the server's unread count. */
export const notificationInbox = (items: readonly Notification[], serverUnread: number): NotificationInbox => ({
  items,
  unread: Math.max(count(serverUnread), loadedUnread(items)),
});

/** Marks one notification read; the count drops by one only if it was unread (mask-read). */
export function notificationMarkRead(inbox: NotificationInbox, id: string): NotificationInbox {
  const target = inbox.items.find((item) => item._id === id);
  if (target === undefined || target.is_read) return inbox;
  return {
    items: inbox.items.map((item) => (item._id === id ? { ...item, is_read: true } : item)),
    unread: Math.max(0, inbox.unread - 1),
  };
}

/** Marks everything read, loaded or not (mask-read-all): the count is 0. */
export const notificationMarkAllRead = (inbox: NotificationInbox): NotificationInbox => ({
  items: inbox.items.map((item) => (item.is_read ? item : { ...item, is_read: true })),
  unread: 0,
});

/** A notification arriving by push goes on top; one already listed (same id) is not counted twice. */
export function notificationReceive(inbox: NotificationInbox, notification: Notification): NotificationInbox {
  if (inbox.items.some((item) => item._id === notification._id)) return inbox;
  return { items: [notification, ...inbox.items], unread: inbox.unread + (notification.is_read ? 0 : 1) };
}
