import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NotificationSchema } from './notification.js';
import { NOTIFICATION_ORDER_TYPES, NOTIFICATION_TYPES, notificationTypeOf } from './notification-type.js';
import { makeNotification } from '../testing/notifications-factories.js';

describe('NotificationSchema', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => void NotificationSchema.safeParse(value)));
  });

  it('keeps a notification of a type this build does not know, and defaults it to unread', () => {
    const parsed = NotificationSchema.safeParse({ _id: 'n-9', type: 'brand_new_type' });
    expect(parsed.success && parsed.data).toMatchObject({ type: 'brand_new_type', is_read: false, title: '' });
    expect(notificationTypeOf('brand_new_type')).toBeNull();
  });

  it('needs an id', () => {
    const { _id: _id, ...noId } = makeNotification();
    expect(NotificationSchema.safeParse(noId).success).toBe(false);
  });
});

describe('notification types', () => {
  it('cover the spec’s families, with group-buy and the order steps', () => {
    for (const type of [
      'chats',
      'chat_message',
      'promotions',
      'prizes',
      'order_carrier',
      'livestream_reminder',
      'cash_back',
      'group_buy',
    ] as const) {
      expect(NOTIFICATION_TYPES).toContain(type);
    }
    expect(NOTIFICATION_TYPES.filter((t) => t.startsWith('order_'))).toHaveLength(7);
    expect(NOTIFICATION_TYPES.filter((t) => t.startsWith('payment_paid_'))).toHaveLength(5);
  });

  it('count orders, refunds, payments and invalid orders as order notifications, and nothing else', () => {
    expect(NOTIFICATION_ORDER_TYPES).toContain('invalid_order');
    expect(NOTIFICATION_ORDER_TYPES).toContain('refund_completed');
    expect(NOTIFICATION_ORDER_TYPES).toContain('payment_paid_ewallet');
    expect(NOTIFICATION_ORDER_TYPES).not.toContain('cash_back');
    expect(NOTIFICATION_ORDER_TYPES).not.toContain('chats');
  });
});
