import { Effect, type Either } from 'effect';
import { circuitBreakerMake, type BreakerPolicy } from '../providers/circuit-breaker.js';
import { providerCall, providerRun, type CallPolicy } from '../providers/provider-call.js';
import { ProviderRefused, ProviderUnavailable, type ProviderFailure } from '../providers/provider-failure.js';
import { accessTokenCache, fcmAccessTokenFetch } from './fcm-access-token.js';
import type { FcmConfig } from './fcm-config.js';

/**
 * How pushes are sent (spec silent; ours). A push is tried a few times within one run (FCM
 * answers 429 and 503 under load and asks for backoff); a duplicate after a lost answer only
 * shows the same notification twice under one tag, which the browser replaces. Ten failures
 * in a row mean FCM (or our account) is down: left alone a minute.
 */
export const FCM_SEND_POLICY: CallPolicy = { timeoutMs: 10_000, retry: { times: 2, baseMs: 500 } };
export const FCM_BREAKER_POLICY: BreakerPolicy = { failures: 10, openMs: 60_000 };

/** What one push says: the wording and the page it opens, all text (FCM's data values are strings). */
export interface PushMessage {
  readonly token: string;
  readonly title: string;
  readonly body: string;
  readonly data: Readonly<Record<string, string>>;
}

/** `sent`, or `token_gone`: FCM says the device no longer has this app (its token must be dropped). */
export type PushOutcome = 'sent' | 'token_gone';

/**
 * FCM's answers that mean the token is dead (FCM HTTP v1 error codes): UNREGISTERED (404: the
 * app was removed or the token expired), SENDER_ID_MISMATCH (403: the token belongs to another
 * project), and INVALID_ARGUMENT when FCM names the token as what is invalid (a malformed
 * payload is also INVALID_ARGUMENT: that one must not cost the account its devices).
 */
export function fcmTokenGone(status: number, answer: unknown): boolean {
  const error = (answer as { error?: { status?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const details = Array.isArray(error?.details) ? (error.details as { errorCode?: unknown }[]) : [];
  const codes = new Set(details.map((detail) => detail.errorCode).filter((code): code is string => typeof code === 'string'));
  if (codes.has('UNREGISTERED') || codes.has('SENDER_ID_MISMATCH')) return true;
  return status === 400 && typeof error?.message === 'string' && /registration token/i.test(error.message);
}

export interface FcmClient {
  send(message: PushMessage): Promise<Either.Either<PushOutcome, ProviderFailure>>;
}

/** FCM HTTP v1 (`POST /v1/projects/{project}/messages:send`) with the service account's OAuth token, each send an Effect program. */
export function fcmClient(fcm: FcmConfig, now: () => number = Date.now): FcmClient {
  const breaker = Effect.runSync(circuitBreakerMake('fcm', FCM_BREAKER_POLICY));
  const tokens = accessTokenCache((nowMs, signal) => fcmAccessTokenFetch(fcm, nowMs, signal));
  const url = `${fcm.apiUrl}/v1/projects/${encodeURIComponent(fcm.projectId)}/messages:send`;
  const attempt = async (message: PushMessage, signal: AbortSignal): Promise<PushOutcome> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokens.get(now(), signal)}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        message: {
          token: message.token,
          notification: { title: message.title, body: message.body },
          data: message.data,
          // The service worker shows web pushes; the tag lets a repeat replace the first.
          webpush: { headers: { Urgency: 'normal' } },
        },
      }),
      signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return 'sent';
    if (fcmTokenGone(response.status, answer)) return 'token_gone';
    if (response.status === 401) tokens.forget();
    // 401 (a fresh token is fetched), 429 and 5xx are FCM being busy or us holding a stale token: tried again.
    if (response.status === 401 || response.status === 429 || response.status >= 500) {
      throw new ProviderUnavailable({ provider: 'fcm', detail: `status ${response.status}` });
    }
    const error = (answer as { error?: { status?: unknown; message?: unknown } } | null)?.error;
    throw new ProviderRefused({ provider: 'fcm', code: String(error?.status ?? response.status), detail: String(error?.message ?? '') });
  };
  return { send: (message) => providerRun(providerCall(breaker, FCM_SEND_POLICY, (signal) => attempt(message, signal))) };
}
