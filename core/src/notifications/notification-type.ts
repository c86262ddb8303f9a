import * as z from 'zod/mini';

/**
 * Notification types of spec section 4. The spec names them without their wire values; these
 * are ours, snake_case. Orders, refunds and payments are split per step so each can have its
 * own text; "payments paid" covers the e-wallet, the two card gateways (VNPAY-style bank
 * card and OnePay) and their saved-token variants.
 */
export const NotificationTypeSchema = z.enum([
  'chats',
  'chat_message',
  'promotions',
  'prizes',
  'order_accept',
  'order_created',
  'order_shipped',
  'order_cancelled',
  'order_cancelling',
  'order_remind_feedback',
  'order_carrier',
  'feedback_created',
  'livestream_report',
  'livestream_start',
  'livestream_reminder',
  'events',
  'reward_voucher',
  'refund_requested',
  'refund_cancelled',
  'refund_shop_approved',
  'refund_shop_rejected',
  'refund_admin_approved',
  'refund_admin_rejected',
  'refund_shop_received',
  'refund_completed',
  'shop_approved',
  'shop_rejected',
  'seller_signup_approved',
  'cash_back',
  'invalid_order',
  'payment_paid_ewallet',
  'payment_paid_card',
  'payment_paid_card_onepay',
  'payment_paid_card_token',
  'payment_paid_card_onepay_token',
  'group_buy',
  // Seller income (issue 28): a payout to the shop's bank was paid, or the transfer failed.
  'payout_paid',
  'payout_failed',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;
export const NOTIFICATION_TYPES: readonly NotificationType[] = NotificationTypeSchema.options;

/** Spec section 4: the deep-link targets a notification may carry. */
export const NotificationTargetKindSchema = z.enum(['promotion', 'blog', 'product', 'profile', 'shop', 'banner']);
export type NotificationTargetKind = z.infer<typeof NotificationTargetKindSchema>;

/** Types that are about one order and open it: order steps, refunds, payments, an invalid order. */
export const NOTIFICATION_ORDER_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) =>
    type.startsWith('order_') || type.startsWith('refund_') || type.startsWith('payment_paid_') || type === 'invalid_order',
);

/** Reads a wire type; an unknown one (a newer server) is null, never a parse failure. */
export const notificationTypeOf = (type: unknown): NotificationType | null => {
  const parsed = NotificationTypeSchema.safeParse(type);
  return parsed.success ? parsed.data : null;
};
