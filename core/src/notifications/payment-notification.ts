import { paymentMethodGateway, type PaymentMethod } from '../ordering/payment-method.js';
import type { NotificationType } from './notification-type.js';

/**
 * Spec 4's "payments paid" notice for a method: the e-wallet (MoMo), a card through VNPay, a card
 * or account through OnePay; null for cash on delivery (nothing is paid online). The spec's
 * saved-token variants (`payment_paid_card_token`, `..._onepay_token`) need a saved card, which
 * this product does not keep: they are never sent.
 */
export function paymentPaidNotification(method: PaymentMethod): NotificationType | null {
  switch (paymentMethodGateway(method)) {
    case 'momo':
      return 'payment_paid_ewallet';
    case 'vnpay':
      return 'payment_paid_card';
    case 'onepay':
      return 'payment_paid_card_onepay';
    case null:
      return null;
  }
}
