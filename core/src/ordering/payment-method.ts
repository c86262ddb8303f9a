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

/**
 * How a method is taken at its gateway, in each gateway's own words: MoMo's `requestType` of
 * its create call (wallet, domestic ATM card, international card), VNPay's `vnp_BankCode` (''
 * lets the buyer choose on VNPay's page; VNBANK a domestic card, INTCARD an international one),
 * OnePay's paygate (domestic ATM cards, or international Visa/Mastercard).
 */
export type PaymentRoute =
  | { readonly gateway: 'momo'; readonly requestType: 'captureWallet' | 'payWithATM' | 'payWithCC' }
  | { readonly gateway: 'vnpay'; readonly bankCode: '' | 'VNBANK' | 'INTCARD' }
  | { readonly gateway: 'onepay'; readonly paygate: 'domestic' | 'international' };

/**
 * The one table of which method goes through which gateway and how (null: cash on delivery).
 * The spec names the methods only: the card methods' bank codes follow the card they name;
 * plain ONEPAY is read as OnePay's domestic paygate (the ATM cards most buyers hold), its
 * international paygate being what MASTERCARD_VISA_ONEPAY names. MoMo's ATM and card request
 * types are not used while the unsuffixed card methods go through VNPay (see above); moving
 * them to MoMo is a change of this table alone (the server's MoMo client takes all three).
 */
export const PAYMENT_ROUTES: Readonly<Record<PaymentMethod, PaymentRoute | null>> = {
  CASH: null,
  MOMO: { gateway: 'momo', requestType: 'captureWallet' },
  VNPAY: { gateway: 'vnpay', bankCode: '' },
  ONEPAY: { gateway: 'onepay', paygate: 'domestic' },
  // PAYMENT_CARD_GATEWAY_DEFAULT; through MoMo these would be payWithATM and payWithCC.
  BANK_CARD: { gateway: 'vnpay', bankCode: 'VNBANK' },
  MASTERCARD_VISA: { gateway: 'vnpay', bankCode: 'INTCARD' },
  BANK_CARD_ONEPAY: { gateway: 'onepay', paygate: 'domestic' },
  MASTERCARD_VISA_ONEPAY: { gateway: 'onepay', paygate: 'international' },
};

/** How the method is taken at its gateway, or null for cash on delivery. */
export const paymentMethodRoute = (method: PaymentMethod): PaymentRoute | null => PAYMENT_ROUTES[method];

/** The gateway that takes the payment, or null for cash on delivery. */
export const paymentMethodGateway = (method: PaymentMethod): PaymentGateway | null => PAYMENT_ROUTES[method]?.gateway ?? null;

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
