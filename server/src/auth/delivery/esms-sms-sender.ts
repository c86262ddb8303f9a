import { randomUUID } from 'node:crypto';
import { ProviderRefused, ProviderUnavailable } from '../../providers/provider-failure.js';
import { deliveryBreaker, deliverySend, DELIVERY_SEND_KEYED_POLICY } from './delivery-policies.js';
import type { SmsSender } from './http-sms-sender.js';

/** eSMS.vn's published send call (one message per request: "Send OTP/Customer care message"). */
export const ESMS_SEND_URL_DEFAULT = 'https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/';
/** eSMS's SmsType 2: a customer-care message from a registered brandname, the type codes go out as. */
export const ESMS_SMS_TYPE_CUSTOMER_CARE = '2';
/** eSMS's CodeResult for an accepted request; every other code is a refusal (wrong keys, balance, brandname, template). */
export const ESMS_ACCEPTED = '100';

export interface EsmsConfig {
  readonly url: string;
  readonly apiKey: string;
  readonly secretKey: string;
  /** The brandname registered with eSMS and the carriers: the sender name the phone shows. */
  readonly brandname: string;
}

/**
 * '+84912345678' to '0912345678': eSMS's examples and Vietnamese carriers take the national
 * form for Vietnamese numbers; a number of another country keeps its international digits.
 */
export const esmsPhone = (e164: string): string => (e164.startsWith('+84') ? `0${e164.slice(3)}` : e164.replace(/^\+/, ''));

/**
 * SMS through eSMS.vn (`SendMultipleMessage_V4_post_json`): the account's ApiKey and SecretKey
 * in the body, the brandname, SmsType 2, IsUnicode when the text has Vietnamese marks, and a
 * RequestId of our own so a retried request is one message. Any CodeResult but 100 is a refusal.
 */
export function esmsSmsSender(config: EsmsConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const breaker = deliveryBreaker('esms');
  return {
    send: (message) => {
      const requestId = randomUUID();
      return deliverySend(breaker, DELIVERY_SEND_KEYED_POLICY, async (signal) => {
        const response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ApiKey: config.apiKey,
            SecretKey: config.secretKey,
            Phone: esmsPhone(message.to),
            Content: message.text,
            Brandname: config.brandname,
            SmsType: ESMS_SMS_TYPE_CUSTOMER_CARE,
            // eslint-disable-next-line no-control-regex -- printable ASCII is what "không dấu" means
            IsUnicode: /[^\x00-\x7f]/.test(message.text) ? '1' : '0',
            RequestId: requestId,
          }),
          signal,
        });
        if (!response.ok) throw new ProviderUnavailable({ provider: 'esms', detail: `status ${response.status}` });
        // Only the result code is read: the answer may echo the text, which holds the code.
        const answer = (await response.json().catch(() => ({}))) as { CodeResult?: unknown; ErrorMessage?: unknown };
        const code = String(answer.CodeResult ?? '');
        if (code !== ESMS_ACCEPTED) throw new ProviderRefused({ provider: 'esms', code, detail: 'eSMS refused the message' });
      });
    },
  };
}
