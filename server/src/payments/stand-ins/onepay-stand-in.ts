import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_CANCEL_CODES, onepaySignatureText, type PaymentReportOutcome } from '@modavi/core';
import type { OnepayCredentials } from '../gateway-config.js';
import { gatewaySign, onepaySignText, signaturesMatch } from '../gateway-signing.js';
import type { StandInServer } from './stand-in-server.js';

interface OnepayTransaction {
  readonly params: Record<string, string>;
  status: 'opened' | PaymentReportOutcome;
  transactionNo: string;
  refunded: number;
}

export interface OnepayStandIn extends StandInServer {
  /** The settings that point the server at this stand-in (with the credentials it was made with). */
  readonly env: Record<string, string>;
  readonly badSignatures: string[];
  readonly refunds: Map<string, Record<string, string>>;
  /** The buyer's browser reaches a paygate: which one, or null when the address's hash does not check out. */
  visit(url: string): 'domestic' | 'international' | null;
  /** The buyer ends the payment: the notification OnePay sends to the IPN address (query fields), signed. */
  pay(txnRef: string, outcome: PaymentReportOutcome): Record<string, string>;
}

const CODES: Readonly<Record<PaymentReportOutcome, string>> = { approve: '0', decline: '1', cancel: PAYMENT_CANCEL_CODES.onepay };

/**
 * A stand-in of OnePay for tests: its two paygates check the signed address (HMAC-SHA256 of the
 * sorted vpc_ fields under the hex-decoded secret); `Vpcdps.op` answers QueryDR and refund as
 * form text after checking the request's hash and the API user and password, signing its
 * answers the same way; a repeated refund reference gets its first answer.
 */
export async function onepayStandIn(onepay: OnepayCredentials, api: { user: string; password: string; accessCode: string }): Promise<OnepayStandIn> {
  const transactions = new Map<string, OnepayTransaction>();
  const refunds = new Map<string, Record<string, string>>();
  const badSignatures: string[] = [];
  let transactionNo = 900_000;
  const sign = (fields: Record<string, string>) => ({ ...fields, vpc_SecureHash: onepaySignText(onepay.secret, onepaySignatureText(fields)) });
  const hashOk = (fields: Record<string, string>) =>
    fields['vpc_Merchant'] === onepay.merchant && signaturesMatch(onepaySignText(onepay.secret, onepaySignatureText(fields)), fields['vpc_SecureHash']);

  const answer = (fields: Record<string, string>): Record<string, string> => {
    if (!hashOk(fields) || fields['vpc_User'] !== api.user || fields['vpc_Password'] !== api.password) {
      badSignatures.push(fields['vpc_Command'] ?? '');
      return sign({ vpc_Merchant: onepay.merchant, vpc_TxnResponseCode: '7', vpc_DRExists: 'N', vpc_Message: 'Invalid hash or user' });
    }
    if (fields['vpc_Command'] === 'queryDR') {
      const transaction = transactions.get(fields['vpc_MerchTxnRef'] ?? '');
      if (!transaction || transaction.status === 'opened') return sign({ vpc_Merchant: onepay.merchant, vpc_MerchTxnRef: fields['vpc_MerchTxnRef'] ?? '', vpc_DRExists: 'N' });
      return sign({
        vpc_Command: 'queryDR', vpc_DRExists: 'Y', vpc_Merchant: onepay.merchant, vpc_MerchTxnRef: fields['vpc_MerchTxnRef'] ?? '', vpc_Amount: transaction.params['vpc_Amount'] ?? '',
        vpc_TxnResponseCode: CODES[transaction.status], vpc_TransactionNo: transaction.transactionNo, vpc_Message: transaction.status === 'approve' ? 'Approved' : 'Declined',
      });
    }
    const earlier = refunds.get(fields['vpc_MerchTxnRef'] ?? '');
    if (earlier) return earlier;
    const paid = transactions.get(fields['vpc_OrgMerchTxnRef'] ?? '');
    const amount = Number(fields['vpc_Amount']);
    if (!paid || paid.status !== 'approve' || !(amount > 0) || paid.refunded + amount > Number(paid.params['vpc_Amount'])) {
      return sign({ vpc_Merchant: onepay.merchant, vpc_MerchTxnRef: fields['vpc_MerchTxnRef'] ?? '', vpc_TxnResponseCode: '300', vpc_Message: 'Refund refused' });
    }
    paid.refunded += amount;
    const done = sign({
      vpc_Command: 'refund', vpc_Merchant: onepay.merchant, vpc_MerchTxnRef: fields['vpc_MerchTxnRef'] ?? '', vpc_Amount: String(amount), vpc_TxnResponseCode: '0',
      vpc_TransactionNo: String((transactionNo += 1)), vpc_Message: 'Approved',
    });
    refunds.set(fields['vpc_MerchTxnRef'] ?? '', done);
    return done;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const found = new URL(request.url ?? '/', 'http://stand-in').pathname === '/Vpcdps.op';
      response.writeHead(found ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(found ? new URLSearchParams(answer(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))).toString() : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    env: {
      MODAVI_ONEPAY_ACCESS_CODE: api.accessCode, MODAVI_ONEPAY_USER: api.user, MODAVI_ONEPAY_PASSWORD: api.password,
      MODAVI_ONEPAY_DOMESTIC_URL: `${url}/onecomm-pay/vpc.op`, MODAVI_ONEPAY_INTERNATIONAL_URL: `${url}/vpcpay/vpcpay.op`,
      MODAVI_ONEPAY_QUERY_URL: `${url}/Vpcdps.op`, MODAVI_ONEPAY_REFUND_URL: `${url}/Vpcdps.op`,
    },
    badSignatures,
    refunds,
    visit(address) {
      const parsed = new URL(address);
      const params = Object.fromEntries(parsed.searchParams);
      if (!hashOk(params) || params['vpc_AccessCode'] !== api.accessCode) {
        badSignatures.push('pay');
        return null;
      }
      transactions.set(params['vpc_MerchTxnRef'] ?? '', { params, status: 'opened', transactionNo: '', refunded: 0 });
      return parsed.pathname === '/vpcpay/vpcpay.op' ? 'international' : 'domestic';
    },
    pay(txnRef, outcome) {
      const transaction = transactions.get(txnRef);
      if (!transaction) throw new Error(`OnePay stand-in: no payment ${txnRef}`);
      transaction.status = outcome;
      transaction.transactionNo = String((transactionNo += 1));
      const fields = {
        vpc_Amount: transaction.params['vpc_Amount'] ?? '', vpc_Command: 'pay', vpc_Merchant: onepay.merchant, vpc_MerchTxnRef: txnRef, vpc_Message: outcome === 'approve' ? 'Approved' : 'Declined',
        vpc_OrderInfo: transaction.params['vpc_OrderInfo'] ?? '', vpc_TransactionNo: transaction.transactionNo, vpc_TxnResponseCode: CODES[outcome],
      };
      return { ...fields, vpc_SecureHash: gatewaySign('onepay', { momo: null, vnpay: null, onepay }, fields) ?? '' };
    },
  };
}
