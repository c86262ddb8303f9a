import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { REFUND_STATUSES } from '../refunds/refund-status.js';
import { refundNotifications } from './refund-notification.js';
import { notificationText } from './notification-text.js';
import { NOTIFICATION_ORDER_TYPES } from './notification-type.js';

describe('refundNotifications (spec 4: refund steps)', () => {
  it('tells the buyer of every step of their request but their own withdrawal, the seller of what it did not do', () => {
    expect(refundNotifications(null, 'requested')).toEqual({ buyer: 'refund_requested', seller: null });
    expect(refundNotifications('requested', 'shop_approved')).toEqual({ buyer: 'refund_shop_approved', seller: null });
    expect(refundNotifications('shop_rejected', 'admin_rejected')).toEqual({ buyer: 'refund_admin_rejected', seller: 'refund_admin_rejected' });
    expect(refundNotifications('requested', 'buyer_cancelled')).toEqual({ buyer: null, seller: 'refund_cancelled' });
    expect(refundNotifications('shop_received', 'admin_completed')).toEqual({ buyer: 'refund_completed', seller: 'refund_completed' });
  });

  it('says nothing when the status stays, and every type it names opens the order and has its own words on both sides', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFUND_STATUSES), fc.constantFrom(...REFUND_STATUSES), (before, after) => {
        const told = refundNotifications(before, after);
        if (before === after) expect(told).toEqual({ buyer: null, seller: null });
        for (const [side, type] of [['buyer', told.buyer], ['seller', told.seller]] as const) {
          if (type === null) continue;
          expect(NOTIFICATION_ORDER_TYPES).toContain(type);
          for (const locale of ['vi', 'kr'] as const) {
            const words = notificationText(type, { code: 'MDV1', side }, locale);
            expect(words.content).toContain('MDV1');
            expect(words.title).not.toBe(locale === 'vi' ? 'Thông báo' : 'Notification');
          }
        }
      }),
    );
  });
});
