import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALES } from '../locale/locale.js';
import { GroupBuyNotificationSchema } from '../group-buy/group-buy-room-rules.js';
import { notificationText } from './notification-text.js';
import { NOTIFICATION_TYPES } from './notification-type.js';

describe('notification text', () => {
  it('fills the facts into the reader’s language', () => {
    expect(notificationText('order_shipped', { code: 'MDV-1' }, 'vi')).toEqual({
      title: 'Đơn hàng đang được giao',
      content: 'Đơn hàng MDV-1 đã được bàn giao cho đơn vị vận chuyển.',
    });
    expect(notificationText('order_shipped', { code: 'MDV-1' }, 'kr').content).toBe('Order MDV-1 was handed over to the carrier.');
  });

  it('words every group-buy room event apart, in both languages', () => {
    for (const locale of LOCALES) {
      const contents = GroupBuyNotificationSchema.options.map((event) => notificationText('group_buy', { event, product: 'Áo' }, locale).content);
      expect(new Set(contents).size).toBe(contents.length);
      contents.forEach((content) => expect(content).toContain('Áo'));
    }
  });

  it('says why a refund came when its cause is a payment taken after the order was cancelled', () => {
    for (const locale of LOCALES) {
      const late = notificationText('refund_completed', { code: 'MDV-9', cause: 'late_payment' }, locale);
      expect(late.content).not.toBe(notificationText('refund_completed', { code: 'MDV-9' }, locale).content);
      expect(late.content).toContain('MDV-9');
    }
    // An unknown or prototype-named cause is the plain refund text.
    expect(notificationText('refund_completed', { code: 'A', cause: 'toString' }, 'vi')).toEqual(notificationText('refund_completed', { code: 'A' }, 'vi'));
  });

  it('always has a title and content, never a placeholder left, for any type and facts', () => {
    const type = fc.oneof(fc.constantFrom(...NOTIFICATION_TYPES), fc.string());
    const facts = fc.dictionary(fc.constantFrom('code', 'product', 'event', 'cause', 'other'), fc.oneof(fc.string(), fc.integer()));
    fc.assert(
      fc.property(type, facts, fc.constantFrom(...LOCALES), (kind, data, locale) => {
        const text = notificationText(kind, data, locale);
        expect(text.title.length).toBeGreaterThan(0);
        expect(text.content.length).toBeGreaterThan(0);
        const filled = Object.values(data).join('');
        if (!filled.includes('{{')) expect(text.content).not.toMatch(/\{\{\w+\}\}/);
      }),
    );
  });
});
