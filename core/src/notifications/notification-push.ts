import { ACCOUNT_NOTIFICATIONS_PATH } from '../identity/auth-navigation.js';
import type { Notification } from './notification.js';
import { notificationTarget, SELLER_DASHBOARD_PATH } from './notification-target.js';

/**
 * The page a push opens when tapped: the notification's own target; a notification that opens
 * no page in the app (it is only marked read there) opens the inbox it sits in, so a tap never
 * leads nowhere. The seller area has no inbox page of its own: its dashboard holds the bell.
 */
export function notificationPushPath(notification: Notification, isSellerSide: boolean): string {
  return notificationTarget(notification, { isSellerSide }) ?? (isSellerSide ? SELLER_DASHBOARD_PATH : ACCOUNT_NOTIFICATIONS_PATH);
}
