import { ProviderUnavailable } from '../../providers/provider-failure.js';
import { deliveryBreaker, deliverySend, DELIVERY_SEND_POLICY } from './delivery-policies.js';

export interface SmsMessage {
  /** E.164 without spaces, e.g. +84912345678. */
  readonly to: string;
  readonly text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * SMS through an HTTP gateway: `POST <url>` with `authorization: Bearer <key>` and the JSON
 * body `{ "to": "+84912345678", "text": "..." }`; any 2xx is delivered, anything else fails.
 * Most Vietnamese SMS brandname providers take this shape behind a small relay.
 */
export function httpSmsSender(config: { readonly url: string; readonly apiKey: string }, fetchImpl: typeof fetch = fetch): SmsSender {
  const breaker = deliveryBreaker('sms');
  return {
    send: (message) =>
      deliverySend(breaker, DELIVERY_SEND_POLICY, async (signal) => {
        const response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal,
        });
        // The gateway's answer is not read further: its body may echo the text, which holds the code.
        if (!response.ok) throw new ProviderUnavailable({ provider: 'sms', detail: `status ${response.status}` });
      }),
  };
}
