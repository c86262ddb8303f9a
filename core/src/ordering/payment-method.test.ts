import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAYMENT_CARD_GATEWAY_DEFAULT,
  PAYMENT_METHODS,
  PAYMENT_ROUTES,
  PaymentMethodSchema,
  paymentMethodGateway,
  paymentMethodIsOnline,
} from './payment-method.js';

describe('payment methods', () => {
  it('are the spec’s eight, spelled as the API sends them', () => {
    expect(PAYMENT_METHODS).toEqual([
      'CASH',
      'MOMO',
      'VNPAY',
      'ONEPAY',
      'BANK_CARD',
      'MASTERCARD_VISA',
      'BANK_CARD_ONEPAY',
      'MASTERCARD_VISA_ONEPAY',
    ]);
  });

  it.each([
    ['CASH', null],
    ['MOMO', 'momo'],
    ['VNPAY', 'vnpay'],
    ['ONEPAY', 'onepay'],
    ['BANK_CARD', 'vnpay'],
    ['MASTERCARD_VISA', 'vnpay'],
    ['BANK_CARD_ONEPAY', 'onepay'],
    ['MASTERCARD_VISA_ONEPAY', 'onepay'],
  ] as const)('%s goes through %s', (method, gateway) => {
    expect(paymentMethodGateway(method)).toBe(gateway);
  });

  it('reads the unsuffixed card methods as VNPAY', () => {
    expect(PAYMENT_CARD_GATEWAY_DEFAULT).toBe('vnpay');
  });

  it('routes each method through one gateway and request type', () => {
    expect(PAYMENT_ROUTES).toEqual({
      CASH: null,
      MOMO: { gateway: 'momo', requestType: 'captureWallet' },
      VNPAY: { gateway: 'vnpay', bankCode: '' },
      ONEPAY: { gateway: 'onepay', paygate: 'domestic' },
      BANK_CARD: { gateway: PAYMENT_CARD_GATEWAY_DEFAULT, bankCode: 'VNBANK' },
      MASTERCARD_VISA: { gateway: PAYMENT_CARD_GATEWAY_DEFAULT, bankCode: 'INTCARD' },
      BANK_CARD_ONEPAY: { gateway: 'onepay', paygate: 'domestic' },
      MASTERCARD_VISA_ONEPAY: { gateway: 'onepay', paygate: 'international' },
    });
    for (const method of PAYMENT_METHODS) expect(paymentMethodGateway(method)).toBe(PAYMENT_ROUTES[method]?.gateway ?? null);
  });

  it('counts every method but cash on delivery as online', () => {
    for (const method of PAYMENT_METHODS) expect(paymentMethodIsOnline(method)).toBe(method !== 'CASH');
  });

  it('every _ONEPAY method uses OnePay', () => {
    for (const method of PAYMENT_METHODS.filter((m) => m.endsWith('_ONEPAY'))) {
      expect(paymentMethodGateway(method)).toBe('onepay');
    }
  });

  it('parses only the known methods and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = PaymentMethodSchema.safeParse(value);
        expect(parsed.success).toBe((PAYMENT_METHODS as readonly unknown[]).includes(value));
      }),
    );
    expect(PaymentMethodSchema.safeParse('cash').success).toBe(false);
  });
});
