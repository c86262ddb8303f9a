import type { NotificationPrefs } from '../account/account-settings.js';
import { NOTIFICATION_ORDER_TYPES, notificationTypeOf, type NotificationType } from './notification-type.js';

type PrefKey = keyof NotificationPrefs;

const CHAT_TYPES: readonly NotificationType[] = ['chats', 'chat_message'];
const PROMOTION_TYPES: readonly NotificationType[] = ['promotions', 'prizes', 'events', 'reward_voucher', 'cash_back', 'livestream_report', 'livestream_start', 'livestream_reminder'];
const COMMUNITY_TYPES: readonly NotificationType[] = ['feedback_created', 'group_buy'];

/**
 * Which of the account's choices (orders, chats, promotions, community) a notification falls
 * under; null for what an account is always told (its shop's approval or refusal: answers to
 * its own request). Orders cover every order, refund and payment step, as the settings say.
 */
export function notificationPrefKey(type: string): PrefKey | null {
  const known = notificationTypeOf(type);
  if (known === null) return null;
  if (NOTIFICATION_ORDER_TYPES.includes(known)) return 'orders';
  if (CHAT_TYPES.includes(known)) return 'chats';
  if (PROMOTION_TYPES.includes(known)) return 'promotions';
  if (COMMUNITY_TYPES.includes(known)) return 'community';
  return null;
}

/**
 * Whether a notification may interrupt the account (a push, a live toast). The choices govern
 * interruptions only: the inbox still lists everything, as the marketplaces' notification
 * settings do, so a switched-off kind can still be read later. A seller's own shop
 * notifications always interrupt: the choices are the buyer's (the settings page is theirs).
 */
export function notificationInterrupts(type: string, side: string, prefs: NotificationPrefs): boolean {
  if (side === 'seller') return true;
  const key = notificationPrefKey(type);
  return key === null || prefs[key];
}
