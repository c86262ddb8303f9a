import { Effect } from 'effect';
import {
  MOMO_CREATE_ANSWER_SIGNED,
  MOMO_CREATE_SIGNED,
  MOMO_QUERY_ANSWER_SIGNED,
  MOMO_QUERY_SIGNED,
  MOMO_REFUND_ANSWER_SIGNED,
  MOMO_REFUND_SIGNED,
  paymentReportRead,
  type PaymentReport,
} from '@modavi/core';
import { circuitBreakerMake } from '../../providers/circuit-breaker.js';
import { providerCall } from '../../providers/provider-call.js';
import { ProviderBadAnswer, ProviderRefused, ProviderUnavailable } from '../../providers/provider-failure.js';
import type { MomoCredentials } from '../gateway-config.js';
import { momoSignFields, signaturesMatch } from '../gateway-signing.js';
import type { PaymentGatewayClient } from './gateway-client.js';
import { gatewayPostJson, type GatewayFields } from './gateway-http.js';
import { GATEWAY_BREAKER_POLICY, GATEWAY_OPEN_POLICY, GATEWAY_QUERY_POLICY, GATEWAY_REFUND_POLICY } from './gateway-policies.js';

/** MoMo's API v2 paths, under MODAVI_MOMO_ENDPOINT. */
export const MOMO_PATHS = { create: '/v2/gateway/api/create', query: '/v2/gateway/api/query', refund: '/v2/gateway/api/refund' } as const;

/**
 * MoMo result codes that mean "not final yet": 1000 the payment is opened and waits for the
 * buyer, 7000 and 7002 it is being processed; 42 the order is unknown to MoMo (the buyer
 * never got there). A query answering one of them settles nothing; a refund answering 7000 or
 * 7002 is asked again later.
 */
const MOMO_NOT_FINAL = new Set(['1000', '7000', '7002', '42']);
const MOMO_PROCESSING = new Set(['7000', '7002']);

type Momo = MomoCredentials & { readonly endpoint: string };

const signed = (momo: Momo, fields: Record<string, string>, names: readonly string[]) => ({ ...fields, signature: momoSignFields(momo, fields, names) });

/** Checks the answer's signature over its listed fields (MoMo signs them with the same keys). */
function answerChecked(momo: Momo, answer: GatewayFields, names: readonly string[]): GatewayFields {
  if (!signaturesMatch(momoSignFields(momo, answer, names), answer['signature'])) throw new ProviderBadAnswer({ provider: 'momo', detail: 'answer signature' });
  if (answer['partnerCode'] !== momo.merchant) throw new ProviderBadAnswer({ provider: 'momo', detail: 'answer partnerCode' });
  return answer;
}

const refused = (answer: GatewayFields) => new ProviderRefused({ provider: 'momo', code: answer['resultCode'] ?? '', detail: answer['message'] ?? '' });

/**
 * MoMo's merchant API v2: `create` (the request type from core's route table; answers the
 * payUrl the buyer is sent to), `query` (what MoMo knows of an attempt, read as a
 * notification would be) and `refund` (the refund's id as both its orderId and requestId, so
 * a repeated call is the same refund). Every request is signed (HMAC-SHA256 of the sorted
 * fields and the access key) and every answer's signature checked before it is believed.
 */
export function momoClient(momo: Momo): PaymentGatewayClient {
  const breaker = Effect.runSync(circuitBreakerMake('momo', GATEWAY_BREAKER_POLICY));
  const post = (path: string, body: Record<string, unknown>, signal: AbortSignal) => gatewayPostJson('momo', `${momo.endpoint.replace(/\/$/, '')}${path}`, body, signal);
  return {
    gateway: 'momo',
    open: (input) =>
      providerCall(breaker, GATEWAY_OPEN_POLICY, async (signal) => {
        if (input.route.gateway !== 'momo') throw new Error('not a MoMo route');
        const fields = {
          partnerCode: momo.merchant, requestId: input.paymentId, amount: String(input.amount), orderId: input.paymentId,
          orderInfo: `Modavi ${input.orderId}`, redirectUrl: input.returnUrl, ipnUrl: input.ipnUrl, requestType: input.route.requestType, extraData: '',
        };
        const answer = await post(MOMO_PATHS.create, { ...signed(momo, fields, MOMO_CREATE_SIGNED), amount: input.amount, lang: input.lang }, signal);
        if (answer['resultCode'] !== '0') throw refused(answer);
        const checked = answerChecked(momo, answer, MOMO_CREATE_ANSWER_SIGNED);
        if (checked['orderId'] !== input.paymentId || checked['amount'] !== String(input.amount) || !checked['payUrl']) {
          throw new ProviderBadAnswer({ provider: 'momo', detail: 'answer not about this payment' });
        }
        return checked['payUrl'];
      }),
    query: (payment, now) =>
      providerCall(breaker, GATEWAY_QUERY_POLICY, async (signal): Promise<PaymentReport | null> => {
        const fields = { partnerCode: momo.merchant, requestId: `q${now}-${payment.paymentId}`, orderId: payment.paymentId };
        const answer = await post(MOMO_PATHS.query, { ...signed(momo, fields, MOMO_QUERY_SIGNED), lang: 'vi' }, signal);
        const code = answer['resultCode'] ?? '';
        if (MOMO_NOT_FINAL.has(code)) return null;
        const checked = answerChecked(momo, answer, MOMO_QUERY_ANSWER_SIGNED);
        const report = paymentReportRead('momo', checked);
        if (!report) throw new ProviderBadAnswer({ provider: 'momo', detail: 'query answer unreadable' });
        return report;
      }),
    refund: (input) =>
      providerCall(breaker, GATEWAY_REFUND_POLICY, async (signal) => {
        const fields = {
          partnerCode: momo.merchant, orderId: input.refundId, requestId: input.refundId, amount: String(input.amount),
          transId: input.payment.transaction ?? '', description: '',
        };
        const answer = await post(MOMO_PATHS.refund, { ...signed(momo, fields, MOMO_REFUND_SIGNED), amount: input.amount, transId: Number(fields.transId), lang: 'vi' }, signal);
        const code = answer['resultCode'] ?? '';
        if (MOMO_PROCESSING.has(code)) throw new ProviderUnavailable({ provider: 'momo', detail: `refund processing (${code})` });
        if (code !== '0') throw refused(answer);
        const checked = answerChecked(momo, answer, MOMO_REFUND_ANSWER_SIGNED);
        if (checked['orderId'] !== input.refundId || checked['amount'] !== String(input.amount)) throw new ProviderBadAnswer({ provider: 'momo', detail: 'answer not about this refund' });
        return checked['transId'] ?? '';
      }),
  };
}
