import { randomBytes } from 'node:crypto';
import { Effect } from 'effect';
import {
  VIETNAM_UTC_OFFSET_MS,
  VNPAY_QUERY_ANSWER_SIGNED,
  VNPAY_QUERY_SIGNED,
  VNPAY_REFUND_ANSWER_SIGNED,
  VNPAY_REFUND_SIGNED,
  paymentAmountText,
  paymentReportRead,
  vnpayPipeText,
  vnpaySignatureText,
  type PaymentReport,
} from '@modavi/core';
import { circuitBreakerMake } from '../../providers/circuit-breaker.js';
import { providerCall } from '../../providers/provider-call.js';
import { ProviderBadAnswer, ProviderRefused } from '../../providers/provider-failure.js';
import type { VnpayCredentials } from '../gateway-config.js';
import { signaturesMatch, vnpaySignText } from '../gateway-signing.js';
import type { PaymentGatewayClient } from './gateway-client.js';
import { gatewayPostJson, type GatewayFields } from './gateway-http.js';
import { GATEWAY_BREAKER_POLICY, GATEWAY_QUERY_POLICY, GATEWAY_REFUND_POLICY } from './gateway-policies.js';

/** How long VNPay's page accepts the payment (vnp_ExpireDate); the spec is silent: a quarter of an hour, well inside the order's payment time-out. */
export const VNPAY_PAGE_EXPIRES_MS = 15 * 60_000;
/** Who asks for a refund (vnp_CreateBy): the platform's job, not a person. */
const VNPAY_REFUND_BY = 'modavi';
/** The address VNPay's API calls come from (vnp_IpAddr of querydr and refund): the server's own. */
const VNPAY_SERVER_IP = '127.0.0.1';

/** VNPay's yyyyMMddHHmmss in Vietnam's time (GMT+7). */
export const vnpayDate = (ms: number): string => new Date(ms + VIETNAM_UTC_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);

/** VNPay's encoding of a query value (PHP's urlencode: a space is '+'), as its signed text uses. */
const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

type Vnpay = VnpayCredentials & { readonly payUrl: string; readonly apiUrl: string };

function answerChecked(vnpay: Vnpay, answer: GatewayFields, names: readonly string[]): GatewayFields {
  if (!signaturesMatch(vnpaySignText(vnpay.secret, vnpayPipeText(names, answer)), answer['vnp_SecureHash'])) throw new ProviderBadAnswer({ provider: 'vnpay', detail: 'answer checksum' });
  if (answer['vnp_TmnCode'] !== vnpay.merchant) throw new ProviderBadAnswer({ provider: 'vnpay', detail: 'answer vnp_TmnCode' });
  return answer;
}

const refused = (answer: GatewayFields) => new ProviderRefused({ provider: 'vnpay', code: answer['vnp_ResponseCode'] ?? '', detail: answer['vnp_Message'] ?? '' });

/** A request id VNPay takes once a day: the refund's own id (so a repeat is the same refund), or a fresh one for a query. */
const queryRequestId = () => randomBytes(12).toString('hex');

/**
 * VNPay 2.1.0: `open` builds the pay page's address locally (every vnp_ parameter sorted,
 * url-encoded, HMAC-SHA512 under the hash secret; no call, so it cannot fail at VNPay); the
 * notification address is the one set in VNPay's merchant portal. `query` (querydr) and
 * `refund` POST JSON to the merchant web API, their checksums over the guide's field order
 * joined with '|', and the answers' checksums checked the same way.
 */
export function vnpayClient(vnpay: Vnpay): PaymentGatewayClient {
  const breaker = Effect.runSync(circuitBreakerMake('vnpay', GATEWAY_BREAKER_POLICY));
  const post = (body: Record<string, string>, names: readonly string[], signal: AbortSignal) =>
    gatewayPostJson('vnpay', vnpay.apiUrl, { ...body, vnp_SecureHash: vnpaySignText(vnpay.secret, vnpayPipeText(names, body)) }, signal);
  return {
    gateway: 'vnpay',
    open: (input) =>
      Effect.sync(() => {
        const bankCode = input.route.gateway === 'vnpay' ? input.route.bankCode : '';
        const params: Record<string, string> = {
          vnp_Version: '2.1.0', vnp_Command: 'pay', vnp_TmnCode: vnpay.merchant, vnp_Amount: paymentAmountText('vnpay', input.amount), vnp_CurrCode: 'VND',
          vnp_TxnRef: input.paymentId, vnp_OrderInfo: `Thanh toan don hang ${input.orderId}`, vnp_OrderType: 'other', vnp_Locale: input.lang === 'en' ? 'en' : 'vn',
          vnp_ReturnUrl: input.returnUrl, vnp_IpAddr: input.clientIp, vnp_CreateDate: vnpayDate(input.createdAt), vnp_ExpireDate: vnpayDate(input.createdAt + VNPAY_PAGE_EXPIRES_MS),
          ...(bankCode === '' ? {} : { vnp_BankCode: bankCode }),
        };
        const query = Object.keys(params).sort().map((name) => `${encode(name)}=${encode(params[name] ?? '')}`).join('&');
        return `${vnpay.payUrl}?${query}&vnp_SecureHash=${vnpaySignText(vnpay.secret, vnpaySignatureText(params))}`;
      }),
    query: (payment, now) =>
      providerCall(breaker, GATEWAY_QUERY_POLICY, async (signal): Promise<PaymentReport | null> => {
        const body = {
          vnp_RequestId: queryRequestId(), vnp_Version: '2.1.0', vnp_Command: 'querydr', vnp_TmnCode: vnpay.merchant, vnp_TxnRef: payment.paymentId,
          vnp_OrderInfo: `Truy van ${payment.paymentId}`, vnp_TransactionDate: vnpayDate(payment.createdAt), vnp_CreateDate: vnpayDate(now), vnp_IpAddr: VNPAY_SERVER_IP,
        };
        const answer = await post(body, VNPAY_QUERY_SIGNED, signal);
        // 91: VNPay has no such transaction (the buyer never reached its page).
        if (answer['vnp_ResponseCode'] === '91') return null;
        if (answer['vnp_ResponseCode'] !== '00') throw refused(answer);
        const checked = answerChecked(vnpay, answer, VNPAY_QUERY_ANSWER_SIGNED);
        // 01: not completed yet (the buyer is still on the page).
        if (checked['vnp_TransactionStatus'] === '01') return null;
        const report = paymentReportRead('vnpay', checked);
        if (!report) throw new ProviderBadAnswer({ provider: 'vnpay', detail: 'querydr answer unreadable' });
        return report;
      }),
    refund: (input) =>
      providerCall(breaker, GATEWAY_REFUND_POLICY, async (signal) => {
        const body = {
          vnp_RequestId: input.refundId, vnp_Version: '2.1.0', vnp_Command: 'refund', vnp_TmnCode: vnpay.merchant,
          vnp_TransactionType: input.amount >= input.payment.amount ? '02' : '03', vnp_TxnRef: input.payment.paymentId, vnp_Amount: paymentAmountText('vnpay', input.amount),
          vnp_OrderInfo: `Hoan tien ${input.payment.paymentId}`, vnp_TransactionNo: input.payment.transaction ?? '', vnp_TransactionDate: vnpayDate(input.payment.createdAt),
          vnp_CreateBy: VNPAY_REFUND_BY, vnp_CreateDate: vnpayDate(input.now), vnp_IpAddr: VNPAY_SERVER_IP,
        };
        const answer = await post(body, VNPAY_REFUND_SIGNED, signal);
        if (answer['vnp_ResponseCode'] !== '00') throw refused(answer);
        const checked = answerChecked(vnpay, answer, VNPAY_REFUND_ANSWER_SIGNED);
        if (checked['vnp_TxnRef'] !== input.payment.paymentId || checked['vnp_Amount'] !== body.vnp_Amount) throw new ProviderBadAnswer({ provider: 'vnpay', detail: 'answer not about this refund' });
        return checked['vnp_TransactionNo'] ?? '';
      }),
  };
}
