import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { NOTIFICATION_PREF_KEYS } from '../account/account-settings.js';
import { notificationInterrupts, notificationPrefKey } from './notification-prefs.js';
import { NOTIFICATION_TYPES } from './notification-type.js';

const ALL_ON = { orders: true, chats: true, promotions: true, community: true };

describe('notification preferences (issue 25 item 3)', () => {
  it('files each type under the settings’ kinds', () => {
    expect(notificationPrefKey('order_shipped')).toBe('orders');
    expect(notificationPrefKey('refund_completed')).toBe('orders');
    expect(notificationPrefKey('payment_paid_ewallet')).toBe('orders');
    expect(notificationPrefKey('chat_message')).toBe('chats');
    expect(notificationPrefKey('reward_voucher')).toBe('promotions');
    expect(notificationPrefKey('group_buy')).toBe('community');
    expect(notificationPrefKey('shop_rejected')).toBeNull();
    expect(notificationPrefKey('made_up')).toBeNull();
  });

  it('lets a buyer’s switched-off kind not interrupt, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTIFICATION_TYPES), fc.constantFrom(...NOTIFICATION_PREF_KEYS), fc.constantFrom('buyer', 'seller'), (type, off, side) => {
        const prefs = { ...ALL_ON, [off]: false };
        const interrupts = notificationInterrupts(type, side, prefs);
        expect(interrupts).toBe(side === 'seller' || notificationPrefKey(type) !== off);
        expect(notificationInterrupts(type, side, ALL_ON)).toBe(true);
      }),
    );
  });
});
