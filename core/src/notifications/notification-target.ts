import { ACCOUNT_ORDERS_PATH } from '../identity/auth-navigation.js';
import type { Notification } from './notification.js';
import { GROUP_BUY_ROOM_PATH, groupBuyRoomPagePath } from '../api/group-buy-paths.js';
import {
  NOTIFICATION_ORDER_TYPES,
  NotificationTargetKindSchema,
  notificationTypeOf,
  type NotificationTargetKind,
  type NotificationType,
} from './notification-type.js';

/** Spec section 2: the seller's order list and detail. */
export const SELLER_ORDERS_PATH = '/ban-hang/quan-ly-don-hang';
/** Spec section 2: the seller chat page (`?id=` opens a room). */
export const SELLER_CHAT_PATH = '/ban-hang/tro-chuyen';
/** Spec section 2: the seller dashboard. */
export const SELLER_DASHBOARD_PATH = '/ban-hang/tong-quan';
/** The seller's income page (issue 28; the spec names none, this follows its seller paths). */
export const SELLER_INCOME_PATH = '/ban-hang/thu-nhap';
/** A group-buy room's page: the group-buy's own (core/src/api/group-buy-paths.ts). */
export { GROUP_BUY_ROOM_PATH };
/** Spec section 2: where an applicant follows their shop registration (a refusal's reason and a new try). */
export const SELLER_REGISTRATION_STATUS_PATH = '/become-seller/trang-thai';
/** Spec section 2: the voucher page. */
export const VOUCHERS_PATH = '/khuyen-mai';

/**
 * Where a promotion deep link leads. The spec allows '/uu-dai' or '/khuyen-mai'; we take
 * '/uu-dai', which the route table calls "promotion", and leave '/khuyen-mai' ("vouchers")
 * to the voucher notifications (reward voucher, cash back).
 */
export const PROMOTION_PATH = '/uu-dai';

const segment = (id: string): string => encodeURIComponent(id);
const nonEmpty = (id: string | null | undefined): id is string => typeof id === 'string' && id.trim() !== '';

const withId = (base: string, id: string | null | undefined): string => (nonEmpty(id) ? `${base}/${segment(id)}` : base);

/** The page of a deep link; a link that needs an id and has none opens nothing. */
function deepLinkPath(kind: NotificationTargetKind, id: string | null | undefined): string | null {
  switch (kind) {
    case 'promotion':
      return PROMOTION_PATH;
    case 'blog':
      return withId('/blog', id);
    case 'profile':
      return withId('/tuong', id);
    case 'product':
      return nonEmpty(id) ? `/san-pham/${segment(id)}` : null;
    case 'shop':
      return nonEmpty(id) ? `/nguoi-ban/${segment(id)}` : null;
    case 'banner':
      return nonEmpty(id) ? `/banner/${segment(id)}` : null;
  }
}

export interface NotificationTargetOptions {
  /** true when the notification is shown in the seller area (the seller's own notifications). */
  readonly isSellerSide: boolean;
}

function typePath(type: NotificationType, notification: Notification, options: NotificationTargetOptions): string | null {
  if (NOTIFICATION_ORDER_TYPES.includes(type)) {
    return withId(options.isSellerSide ? SELLER_ORDERS_PATH : ACCOUNT_ORDERS_PATH, notification.order_id);
  }
  switch (type) {
    case 'chats':
    case 'chat_message':
      // Buyers chat in the floating chat box, which has no page.
      if (!options.isSellerSide) return null;
      return nonEmpty(notification.room_id) ? `${SELLER_CHAT_PATH}?id=${segment(notification.room_id)}` : SELLER_CHAT_PATH;
    case 'promotions':
      return PROMOTION_PATH;
    case 'reward_voucher':
    case 'cash_back':
      return VOUCHERS_PATH;
    case 'shop_approved':
    case 'seller_signup_approved':
      return SELLER_DASHBOARD_PATH;
    case 'shop_rejected':
      return SELLER_REGISTRATION_STATUS_PATH;
    case 'payout_paid':
    case 'payout_failed':
      return options.isSellerSide ? SELLER_INCOME_PATH : null;
    case 'group_buy':
      return nonEmpty(notification.room_id) ? groupBuyRoomPagePath(notification.room_id) : null;
    default:
      return null;
  }
}

/**
 * The page a notification opens, or null when it opens none (the app only marks it read).
 * An explicit deep link wins; otherwise the type decides. Spec section 2: order
 * notifications lead sellers to '/ban-hang/quan-ly-don-hang/{orderId}' and buyers to
 * '/trang-ca-nhan/don-hang/{orderId}' (the list when the id is missing).
 */
export function notificationTarget(notification: Notification, options: NotificationTargetOptions): string | null {
  const kind = NotificationTargetKindSchema.safeParse(notification.target?.kind);
  if (kind.success) return deepLinkPath(kind.data, notification.target?.id);
  const type = notificationTypeOf(notification.type);
  return type === null ? null : typePath(type, notification, options);
}
