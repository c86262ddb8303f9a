import { Effect } from 'effect';
import { onepaySignatureText, paymentAmountText, paymentReportRead, type PaymentReport } from '@modavi/core';
import { circuitBreakerMake } from '../../providers/circuit-breaker.js';
import { providerCall } from '../../providers/provider-call.js';
import { ProviderBadAnswer, ProviderRefused } from '../../providers/provider-failure.js';
import type { OnepayCredentials } from '../gateway-config.js';
import { onepaySignText, signaturesMatch } from '../gateway-signing.js';
import type { PaymentGatewayClient } from './gateway-client.js';
import { gatewayPostForm, type GatewayFields } from './gateway-http.js';
import { GATEWAY_BREAKER_POLICY, GATEWAY_QUERY_POLICY, GATEWAY_REFUND_POLICY } from './gateway-policies.js';

type Onepay = Required<OnepayCredentials>;

const signed = (onepay: Onepay, fields: Record<string, string>) => ({ ...fields, vpc_SecureHash: onepaySignText(onepay.secret, onepaySignatureText(fields)) });

function answerChecked(onepay: Onepay, answer: GatewayFields): GatewayFields {
  if (!signaturesMatch(onepaySignText(onepay.secret, onepaySignatureText(answer)), answer['vpc_SecureHash'])) throw new ProviderBadAnswer({ provider: 'onepay', detail: 'answer hash' });
  if (answer['vpc_Merchant'] !== onepay.merchant) throw new ProviderBadAnswer({ provider: 'onepay', detail: 'answer vpc_Merchant' });
  return answer;
}

/**
 * OnePay: `open` builds the paygate's address locally (domestic for ATM cards, international
 * for Visa/Mastercard, as core's route table says; every vpc_ field sorted, HMAC-SHA256 under
 * the hex-decoded secure secret, upper-case hex). `query` (QueryDR) and `refund` POST forms
 * carrying the API user and password, signed the same way, and OnePay's answers (form text)
 * are checked the same way. The refund's own id is its vpc_MerchTxnRef (a repeat is the same
 * refund); the paid attempt's id is vpc_OrgMerchTxnRef.
 */
export function onepayClient(onepay: Onepay): PaymentGatewayClient {
  const breaker = Effect.runSync(circuitBreakerMake('onepay', GATEWAY_BREAKER_POLICY));
  const api = { vpc_Merchant: onepay.merchant, vpc_AccessCode: onepay.accessCode, vpc_User: onepay.user, vpc_Password: onepay.password, vpc_Version: '2' };
  return {
    gateway: 'onepay',
    open: (input) =>
      Effect.sync(() => {
        const international = input.route.gateway === 'onepay' && input.route.paygate === 'international';
        const params = signed(onepay, {
          vpc_Version: '2', vpc_Command: 'pay', vpc_AccessCode: onepay.accessCode, vpc_Merchant: onepay.merchant, vpc_Currency: 'VND',
          vpc_Locale: input.lang === 'en' ? 'en' : 'vn', vpc_ReturnURL: input.returnUrl, vpc_MerchTxnRef: input.paymentId, vpc_OrderInfo: input.orderId.slice(0, 32),
          vpc_Amount: paymentAmountText('onepay', input.amount), vpc_TicketNo: input.clientIp,
        });
        return `${international ? onepay.internationalUrl : onepay.domesticUrl}?${new URLSearchParams({ ...params, Title: 'Modavi' }).toString()}`;
      }),
    query: (payment) =>
      providerCall(breaker, GATEWAY_QUERY_POLICY, async (signal): Promise<PaymentReport | null> => {
        const answer = await gatewayPostForm('onepay', onepay.queryUrl, signed(onepay, { ...api, vpc_Command: 'queryDR', vpc_MerchTxnRef: payment.paymentId }), signal);
        // N: OnePay has no such transaction (the buyer never reached its page, or has not paid yet).
        if (answer['vpc_DRExists'] !== 'Y') return null;
        const report = paymentReportRead('onepay', answerChecked(onepay, answer));
        if (!report) throw new ProviderBadAnswer({ provider: 'onepay', detail: 'QueryDR answer unreadable' });
        return report;
      }),
    refund: (input) =>
      providerCall(breaker, GATEWAY_REFUND_POLICY, async (signal) => {
        const amount = paymentAmountText('onepay', input.amount);
        const body = signed(onepay, { ...api, vpc_Command: 'refund', vpc_MerchTxnRef: input.refundId, vpc_OrgMerchTxnRef: input.payment.paymentId, vpc_Amount: amount, vpc_Operator: 'modavi' });
        const answer = await gatewayPostForm('onepay', onepay.refundUrl, body, signal);
        if (answer['vpc_TxnResponseCode'] !== '0') throw new ProviderRefused({ provider: 'onepay', code: answer['vpc_TxnResponseCode'] ?? '', detail: answer['vpc_Message'] ?? '' });
        const checked = answerChecked(onepay, answer);
        if (checked['vpc_MerchTxnRef'] !== input.refundId || checked['vpc_Amount'] !== amount) throw new ProviderBadAnswer({ provider: 'onepay', detail: 'answer not about this refund' });
        return checked['vpc_TransactionNo'] ?? '';
      }),
  };
}
