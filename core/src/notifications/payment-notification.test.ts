import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../ordering/payment-method.js';
import { notificationText } from './notification-text.js';
import { paymentPaidNotification } from './payment-notification.js';

describe('paymentPaidNotification (spec 4: payments paid)', () => {
  it('names the gateway’s notice for every online method, none for cash, each worded in both languages', () => {
    expect(paymentPaidNotification('CASH')).toBeNull();
    expect(paymentPaidNotification('MOMO')).toBe('payment_paid_ewallet');
    expect(paymentPaidNotification('MASTERCARD_VISA')).toBe('payment_paid_card');
    expect(paymentPaidNotification('BANK_CARD_ONEPAY')).toBe('payment_paid_card_onepay');
    for (const method of PAYMENT_METHODS) {
      const type = paymentPaidNotification(method);
      if (type === null) continue;
      expect(notificationText(type, { code: 'MDV9' }, 'vi').content).toContain('MDV9');
      expect(notificationText(type, { code: 'MDV9' }, 'kr').title).not.toBe('Notification');
    }
  });
});
