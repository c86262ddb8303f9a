/** Notifications and web push (spec sections 3, 4, 7, 8): types, deep links, the inbox, push tokens and registration, the modal flag. */
export {
  NotificationTypeSchema,
  NOTIFICATION_TYPES,
  NotificationTargetKindSchema,
  NOTIFICATION_ORDER_TYPES,
  notificationTypeOf,
  type NotificationType,
  type NotificationTargetKind,
} from './notification-type.js';
export { NotificationSchema, NotificationPageSchema, NotificationUnreadSchema, type Notification, type NotificationPage } from './notification.js';
export {
  notificationTarget,
  PROMOTION_PATH,
  VOUCHERS_PATH,
  SELLER_ORDERS_PATH,
  SELLER_CHAT_PATH,
  SELLER_DASHBOARD_PATH,
  SELLER_INCOME_PATH,
  GROUP_BUY_ROOM_PATH,
  type NotificationTargetOptions,
} from './notification-target.js';
export {
  PUSH_TOAST_DURATION_MS,
  notificationInbox,
  notificationMarkRead,
  notificationMarkAllRead,
  notificationReceive,
  type NotificationInbox,
} from './notification-inbox.js';
export {
  PUSH_TOKEN_OS_DEFAULT,
  PushTokenRecordSchema,
  pushTokenUpsert,
  pushTokenCollection,
  type PushTokenRecord,
  type PushTokenUpsert,
  type PushTokenUpsertInput,
  type PushTokenTable,
} from './push-token-record.js';
export {
  PUSH_BROWSERS,
  PUSH_SAFARI_MIN_VERSION,
  pushSupportDecide,
  pushBrowserAllowed,
  pushVersionAtLeast,
  type PushEnvironment,
  type PushSupportDecision,
  type PushSupportSkipReason,
} from './push-support.js';
export { pushTokenStoreSave, pushTokenStoreRemove, pushTokenRemoveEverywhere } from './push-token-store-sync.js';
export { pushTokenOutcome, pushRegistrationNeeded, type PushTokenOutcome } from './push-registration.js';
export {
  pushRegistrationMachine,
  pushTokenRequestActor,
  type PushRegistrationEvent,
  type PushRegistrationContext,
  type PushRegistrationInput,
  type PushTokenServerInput,
  type PushTokenStoreInput,
  type PushTokenRemoveInput,
} from './push-registration.machine.js';
export {
  MODAL_FLAG_EVENT,
  modalFlagReduce,
  modalFlagStoredValue,
  modalFlagRead,
  type ModalFlagAction,
  type ModalFlagStep,
} from './modal-flag.js';
export { notificationText, type NotificationData } from './notification-text.js';
export { NOTIFICATION_ERRORS } from './notification-errors.js';
export { NOTIFICATION_SIDES, orderBuyerNotification, orderCashBackNotification, orderSellerNotification, type NotificationSide, type OrderProgress } from './order-notification.js';
export { notificationPushPath } from './notification-push.js';
export { refundNotifications, type RefundNotifications } from './refund-notification.js';
export { notificationPrefKey, notificationInterrupts } from './notification-prefs.js';
export { NotificationLiveSchema, NOTIFICATION_LIVE_EVENT, type NotificationLive } from './notification-live.js';
export { paymentPaidNotification } from './payment-notification.js';
export { COMMUNITY_EVENTS, COMMUNITY_INTERACTION_KIND, communityInteractionKind, communityRecipients, type CommunityEvent, type CommunityAct } from './community-notification.js';
export { REVIEW_REMIND_AFTER_DAYS, REVIEW_REMIND_WITHIN_DAYS, reviewRemindWindow } from './review-reminder.js';
