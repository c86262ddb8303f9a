import {
  PAYMENT_CANCEL_CODES,
  VNPAY_QUERY_ANSWER_SIGNED,
  VNPAY_QUERY_SIGNED,
  VNPAY_REFUND_ANSWER_SIGNED,
  VNPAY_REFUND_SIGNED,
  vnpayPipeText,
  vnpaySignatureText,
  type PaymentReportOutcome,
} from '@modavi/core';
import type { VnpayCredentials } from '../gateway-config.js';
import { gatewaySign, signaturesMatch, vnpaySignText } from '../gateway-signing.js';
import { vnpayDate } from '../gateways/vnpay-client.js';
import { standInFields, standInServe, type StandInMode, type StandInServer } from './stand-in-server.js';

interface VnpayTransaction {
  readonly params: Record<string, string>;
  status: 'opened' | PaymentReportOutcome;
  transactionNo: string;
  refunded: number;
}

export interface VnpayStandIn extends StandInServer {
  /** VNPay's pay page and merchant web API on this stand-in. */
  readonly payUrl: string;
  readonly apiUrl: string;
  readonly modes: { api: StandInMode };
  /** Requests (or pay addresses) whose checksum did not check out. */
  readonly badSignatures: string[];
  readonly refunds: Map<string, Record<string, string>>;
  /** The buyer's browser reaches VNPay's page: false when the address's signature does not check out. */
  visit(url: string): boolean;
  /** The buyer ends the payment on VNPay's page: the notification VNPay sends to the IPN address (query fields), signed. */
  pay(txnRef: string, outcome: PaymentReportOutcome): Record<string, string>;
}

const CODES: Readonly<Record<PaymentReportOutcome, string>> = { approve: '00', decline: '51', cancel: PAYMENT_CANCEL_CODES.vnpay };

/**
 * A stand-in of VNPay 2.1.0 for tests: the pay page checks the signed address (HMAC-SHA512 of
 * the sorted, encoded vnp_ parameters); the merchant web API answers `querydr` and `refund`
 * after checking their '|' checksums, and signs its answers the same way: 91 for an unknown
 * transaction, 01 status while the buyer has not finished, 93 for a refund beyond what is left,
 * the first answer again for a repeated refund request id.
 */
export async function vnpayStandIn(vnpay: VnpayCredentials): Promise<VnpayStandIn> {
  const transactions = new Map<string, VnpayTransaction>();
  const refunds = new Map<string, Record<string, string>>();
  const badSignatures: string[] = [];
  const modes: VnpayStandIn['modes'] = { api: 'normal' };
  let transactionNo = 14_000_000;
  const signedAnswer = (fields: Record<string, string>, names: readonly string[]) => ({ ...fields, vnp_SecureHash: vnpaySignText(vnpay.secret, vnpayPipeText(names, fields)) });
  const failed = (command: string, code: string, message: string) => ({
    status: 200,
    json: signedAnswer({ vnp_ResponseId: 'x', vnp_Command: command, vnp_ResponseCode: code, vnp_Message: message, vnp_TmnCode: vnpay.merchant }, VNPAY_QUERY_ANSWER_SIGNED),
  });

  const server = await standInServe((path, body) => {
    if (path !== '/merchant_webapi/api/transaction') return { status: 404, json: {} };
    if (modes.api === 'hang') return 'hang';
    if (modes.api === 'down') return { status: 503, json: {} };
    const fields = standInFields(body);
    const command = fields['vnp_Command'] ?? '';
    const names = command === 'refund' ? VNPAY_REFUND_SIGNED : VNPAY_QUERY_SIGNED;
    if (fields['vnp_TmnCode'] !== vnpay.merchant || !signaturesMatch(vnpaySignText(vnpay.secret, vnpayPipeText(names, fields)), fields['vnp_SecureHash'])) {
      badSignatures.push(command);
      return failed(command, '97', 'Invalid Checksum');
    }
    const transaction = transactions.get(fields['vnp_TxnRef'] ?? '');
    if (command === 'querydr') {
      if (!transaction) return failed(command, '91', 'Transaction not found');
      const params = transaction.params;
      const answer = {
        vnp_ResponseId: `r${fields['vnp_RequestId'] ?? ''}`, vnp_Command: 'querydr', vnp_ResponseCode: '00', vnp_Message: 'QueryDR Success', vnp_TmnCode: vnpay.merchant,
        vnp_TxnRef: params['vnp_TxnRef'] ?? '', vnp_Amount: params['vnp_Amount'] ?? '', vnp_BankCode: 'NCB', vnp_PayDate: params['vnp_CreateDate'] ?? '',
        vnp_TransactionNo: transaction.transactionNo, vnp_TransactionType: '01',
        vnp_TransactionStatus: transaction.status === 'opened' ? '01' : transaction.status === 'approve' ? '00' : '02', vnp_OrderInfo: params['vnp_OrderInfo'] ?? '',
        vnp_PromotionCode: '', vnp_PromotionAmount: '',
      };
      return { status: 200, json: signedAnswer(answer, VNPAY_QUERY_ANSWER_SIGNED) };
    }
    if (command === 'refund') {
      const earlier = refunds.get(fields['vnp_RequestId'] ?? '');
      if (earlier) return { status: 200, json: earlier };
      if (!transaction || transaction.status !== 'approve' || transaction.transactionNo !== fields['vnp_TransactionNo']) return failed(command, '91', 'Transaction not found');
      const amount = Number(fields['vnp_Amount']);
      if (!(amount > 0) || transaction.refunded + amount > Number(transaction.params['vnp_Amount'])) return failed(command, '93', 'Invalid refund amount');
      transaction.refunded += amount;
      const done = signedAnswer(
        {
          vnp_ResponseId: `r${fields['vnp_RequestId'] ?? ''}`, vnp_Command: 'refund', vnp_ResponseCode: '00', vnp_Message: 'Refund success', vnp_TmnCode: vnpay.merchant,
          vnp_TxnRef: fields['vnp_TxnRef'] ?? '', vnp_Amount: String(amount), vnp_BankCode: 'NCB', vnp_PayDate: fields['vnp_CreateDate'] ?? '',
          vnp_TransactionNo: String((transactionNo += 1)), vnp_TransactionType: fields['vnp_TransactionType'] ?? '', vnp_TransactionStatus: '05', vnp_OrderInfo: fields['vnp_OrderInfo'] ?? '',
        },
        VNPAY_REFUND_ANSWER_SIGNED,
      );
      refunds.set(fields['vnp_RequestId'] ?? '', done);
      return { status: 200, json: done };
    }
    return failed(command, '03', 'Invalid data format');
  });

  return {
    ...server,
    payUrl: `${server.url}/paymentv2/vpcpay.html`,
    apiUrl: `${server.url}/merchant_webapi/api/transaction`,
    modes,
    badSignatures,
    refunds,
    visit(url) {
      const params = Object.fromEntries(new URL(url).searchParams);
      if (params['vnp_TmnCode'] !== vnpay.merchant || !signaturesMatch(vnpaySignText(vnpay.secret, vnpaySignatureText(params)), params['vnp_SecureHash'])) {
        badSignatures.push('pay');
        return false;
      }
      transactions.set(params['vnp_TxnRef'] ?? '', { params, status: 'opened', transactionNo: '', refunded: 0 });
      return true;
    },
    pay(txnRef, outcome) {
      const transaction = transactions.get(txnRef);
      if (!transaction) throw new Error(`VNPay stand-in: no payment ${txnRef}`);
      transaction.status = outcome;
      transaction.transactionNo = String((transactionNo += 1));
      const params = transaction.params;
      const fields = {
        vnp_Amount: params['vnp_Amount'] ?? '', vnp_BankCode: 'NCB', vnp_OrderInfo: params['vnp_OrderInfo'] ?? '', vnp_PayDate: vnpayDate(Date.parse('2026-12-07T10:00:00Z')),
        vnp_ResponseCode: CODES[outcome], vnp_TmnCode: vnpay.merchant, vnp_TransactionNo: transaction.transactionNo,
        vnp_TransactionStatus: outcome === 'approve' ? '00' : '02', vnp_TxnRef: txnRef,
      };
      return { ...fields, vnp_SecureHash: gatewaySign('vnpay', { momo: null, vnpay, onepay: null }, fields) ?? '' };
    },
  };
}
