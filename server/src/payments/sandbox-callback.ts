import { randomInt } from 'node:crypto';
import { PAYMENT_CANCEL_CODES, VIETNAM_UTC_OFFSET_MS, paymentAmountText, type PaymentGateway, type PaymentReportOutcome } from '@modavi/core';
import type { GatewayCredentials } from './gateway-config.js';
import { SIGNATURE_FIELD, gatewaySign } from './gateway-signing.js';

/** The attempt the sandbox is asked to end. */
export interface SandboxAttempt {
  readonly id: string;
  readonly orderId: string;
  readonly gateway: PaymentGateway;
  readonly amount: number;
}

/** Result codes the sandbox reports: success, the buyer cancelling, and a refusal (MoMo 1001, VNPay 51, OnePay 1: not enough money / declined by the bank). */
const CODES: Readonly<Record<PaymentGateway, Readonly<Record<PaymentReportOutcome, string>>>> = {
  momo: { approve: '0', cancel: PAYMENT_CANCEL_CODES.momo, decline: '1001' },
  vnpay: { approve: '00', cancel: PAYMENT_CANCEL_CODES.vnpay, decline: '51' },
  onepay: { approve: '0', cancel: PAYMENT_CANCEL_CODES.onepay, decline: '1' },
};

/** VNPay's yyyyMMddHHmmss in Vietnam's time. */
const vnpayDate = (now: number) => new Date(now + VIETNAM_UTC_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);

function unsignedFields(attempt: SandboxAttempt, credentials: GatewayCredentials, outcome: PaymentReportOutcome, now: number): Record<string, string> {
  const code = CODES[attempt.gateway][outcome];
  const amount = paymentAmountText(attempt.gateway, attempt.amount);
  const transaction = String(randomInt(10_000_000, 99_999_999));
  const info = `Modavi ${attempt.orderId}`;
  if (attempt.gateway === 'momo') {
    return {
      partnerCode: credentials.momo?.merchant ?? '',
      orderId: attempt.id,
      requestId: attempt.id,
      amount,
      orderInfo: info,
      orderType: 'momo_wallet',
      transId: transaction,
      resultCode: code,
      message: outcome === 'approve' ? 'Successful.' : 'Transaction denied.',
      payType: 'qr',
      responseTime: String(now),
      extraData: '',
    };
  }
  if (attempt.gateway === 'vnpay') {
    return {
      vnp_Amount: amount,
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: info,
      vnp_PayDate: vnpayDate(now),
      vnp_ResponseCode: code,
      vnp_TmnCode: credentials.vnpay?.merchant ?? '',
      vnp_TransactionNo: transaction,
      vnp_TransactionStatus: outcome === 'approve' ? '00' : '02',
      vnp_TxnRef: attempt.id,
    };
  }
  return {
    vpc_Amount: amount,
    vpc_Command: 'pay',
    vpc_Merchant: credentials.onepay?.merchant ?? '',
    vpc_MerchTxnRef: attempt.id,
    vpc_Message: outcome === 'approve' ? 'Approved' : 'Declined',
    vpc_OrderInfo: info,
    vpc_TransactionNo: transaction,
    vpc_TxnResponseCode: code,
  };
}

/**
 * The callback the sandbox gateway sends when the buyer ends an attempt on its page: the fields
 * the real gateway would send, signed the same way under the credentials the server holds
 * (outside production, the sandbox's). Null when the gateway has none.
 */
export function sandboxCallbackFields(attempt: SandboxAttempt, credentials: GatewayCredentials, outcome: PaymentReportOutcome, now: number): Record<string, string> | null {
  const fields = unsignedFields(attempt, credentials, outcome, now);
  const signature = gatewaySign(attempt.gateway, credentials, fields);
  return signature === null ? null : { ...fields, [SIGNATURE_FIELD[attempt.gateway]]: signature };
}
