import { describe, expect, it } from 'vitest';
import { paymentAmountText, paymentReportCheck, paymentReportRead } from './gateway-report.js';

describe('paymentReportRead', () => {
  it('reads each gateway into the same report, amounts in VND', () => {
    expect(paymentReportRead('momo', { orderId: 'p', partnerCode: 'M', amount: '150000', resultCode: '0', transId: '42' })).toEqual({
      reference: 'p',
      merchant: 'M',
      amount: 150_000,
      outcome: 'approve',
      transaction: '42',
    });
    expect(
      paymentReportRead('vnpay', { vnp_TxnRef: 'p', vnp_TmnCode: 'T', vnp_Amount: '15000000', vnp_ResponseCode: '00', vnp_TransactionStatus: '00' }),
    ).toMatchObject({ amount: 150_000, outcome: 'approve' });
    expect(paymentReportRead('onepay', { vpc_MerchTxnRef: 'p', vpc_Merchant: 'O', vpc_Amount: '15000000', vpc_TxnResponseCode: '0' })).toMatchObject({
      amount: 150_000,
      outcome: 'approve',
    });
  });

  it('tells a cancel from a decline, and refuses what it cannot read', () => {
    expect(paymentReportRead('momo', { orderId: 'p', partnerCode: 'M', amount: '1', resultCode: '1006' })?.outcome).toBe('cancel');
    expect(paymentReportRead('momo', { orderId: 'p', partnerCode: 'M', amount: '1', resultCode: '1001' })?.outcome).toBe('decline');
    expect(paymentReportRead('vnpay', { vnp_TxnRef: 'p', vnp_TmnCode: 'T', vnp_Amount: '100', vnp_ResponseCode: '24' })?.outcome).toBe('cancel');
    // Paid but the transaction not complete is not paid.
    expect(paymentReportRead('vnpay', { vnp_TxnRef: 'p', vnp_TmnCode: 'T', vnp_Amount: '100', vnp_ResponseCode: '00', vnp_TransactionStatus: '01' })?.outcome).toBe('decline');
    expect(paymentReportRead('onepay', { vpc_MerchTxnRef: 'p', vpc_Merchant: 'O', vpc_Amount: '150', vpc_TxnResponseCode: '0' })).toBeNull();
    expect(paymentReportRead('momo', { orderId: 'p', partnerCode: 'M', amount: '-1', resultCode: '0' })).toBeNull();
    expect(paymentReportRead('momo', { partnerCode: 'M', amount: '1', resultCode: '0' })).toBeNull();
  });
});

describe('paymentReportCheck', () => {
  const report = { reference: 'p', merchant: 'M', amount: 150_000, outcome: 'approve' as const, transaction: '' };
  it('settles only a report through the same gateway, to our merchant, for the amount asked', () => {
    expect(paymentReportCheck({ gateway: 'momo', amount: 150_000 }, 'momo', 'M', report)).toBeNull();
    expect(paymentReportCheck({ gateway: 'vnpay', amount: 150_000 }, 'momo', 'M', report)).toBe('gateway_mismatch');
    expect(paymentReportCheck({ gateway: 'momo', amount: 150_000 }, 'momo', 'X', report)).toBe('merchant_mismatch');
    expect(paymentReportCheck({ gateway: 'momo', amount: 1 }, 'momo', 'M', report)).toBe('amount_mismatch');
    expect(paymentAmountText('vnpay', 150_000)).toBe('15000000');
    expect(paymentAmountText('momo', 150_000)).toBe('150000');
  });
});
