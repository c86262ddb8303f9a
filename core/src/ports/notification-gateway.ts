import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { NotificationPage } from '../notifications/notification.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** An account's notifications (spec section 7: the list, the unread count, mask-read and mask-read-all). */
export interface NotificationGateway {
  /** A page, newest first, older than the notification `before` names (null: the newest). */
  list(before: string | null): Answer<NotificationPage>;
  unreadCount(): Answer<number>;
  /** Marks one read; answers the unread count after. */
  markRead(id: string): Answer<number>;
  /** Marks every one read. */
  markAllRead(): Answer<number>;
}
