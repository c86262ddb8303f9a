import type { PushSkipReason, PushTokenResult } from '../ports/push-messaging.js';

/** A token request's meaning: a token to save, a skip (console-only), or a failure. */
export type PushTokenOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'skip'; readonly reason: Exclude<PushSkipReason, 'FAILED'> }
  | { readonly kind: 'failed' };

/**
 * Reads the messaging provider's answer. A refused permission or missing support is a skip
 * like the support check's; only an error (or an empty token) is a failure.
 */
export function pushTokenOutcome(result: PushTokenResult): PushTokenOutcome {
  if (result.ok) return result.token.trim() === '' ? { kind: 'failed' } : { kind: 'token', token: result.token };
  return result.reason === 'FAILED' ? { kind: 'failed' } : { kind: 'skip', reason: result.reason };
}

/** Whether a login (or a change of account) needs a registration: a user, and not the one already registered. */
export const pushRegistrationNeeded = (registeredUserId: string | null, userId: string | null): boolean =>
  userId !== null && userId !== '' && userId !== registeredUserId;
