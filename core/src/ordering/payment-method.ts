import * as z from 'zod/mini';

/** Spec section 3: the eight payment methods, as the API spells them. CASH is pay on delivery. */
export const PaymentMethodSchema = z.enum([
  'CASH',
  'MOMO',
  'VNPAY',
  'ONEPAY',
  'BANK_CARD',
  'MASTERCARD_VISA',
  'BANK_CARD_ONEPAY',
  'MASTERCARD_VISA_ONEPAY',
]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHODS = PaymentMethodSchema.options;

/** The online payment providers an order may be paid through. */
export const PaymentGatewaySchema = z.enum(['momo', 'vnpay', 'onepay']);
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;

/**
 * Gateway of the card methods without a suffix (BANK_CARD, MASTERCARD_VISA). The spec names
 * "two card gateways" and only the _ONEPAY variants say which one they use, so the plain
 * variants are read as going through the other card gateway, VNPAY.
 */
export const PAYMENT_CARD_GATEWAY_DEFAULT: PaymentGateway = 'vnpay';

const GATEWAY_OF: Readonly<Record<PaymentMethod, PaymentGateway | null>> = {
  CASH: null,
  MOMO: 'momo',
  VNPAY: 'vnpay',
  ONEPAY: 'onepay',
  BANK_CARD: PAYMENT_CARD_GATEWAY_DEFAULT,
  MASTERCARD_VISA: PAYMENT_CARD_GATEWAY_DEFAULT,
  BANK_CARD_ONEPAY: 'onepay',
  MASTERCARD_VISA_ONEPAY: 'onepay',
};

/** The gateway that takes the payment, or null for cash on delivery. */
export const paymentMethodGateway = (method: PaymentMethod): PaymentGateway | null => GATEWAY_OF[method];

/** True when the buyer pays before delivery through a gateway (a payment link is needed). */
export const paymentMethodIsOnline = (method: PaymentMethod): boolean => paymentMethodGateway(method) !== null;

/**
 * The methods a deployment can take: cash on delivery, and those whose gateway it holds the
 * merchant secret of (a callback it cannot verify could never mark an order paid).
 */
export const paymentMethodsOffered = (gateways: readonly PaymentGateway[]): readonly PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => {
    const gateway = paymentMethodGateway(method);
    return gateway === null || gateways.includes(gateway);
  });
