import { Effect, Either } from 'effect';
import { circuitBreakerMake, type BreakerPolicy, type CircuitBreaker } from '../../providers/circuit-breaker.js';
import { providerCall, providerRun, type CallPolicy, type ProviderAttempt } from '../../providers/provider-call.js';
import { providerFailureText } from '../../providers/provider-failure.js';

/*
 * How codes are sent (spec silent; ours). A person waits for the code on the screen, so a send
 * gets 10 s. A send that carries its own request id (eSMS's RequestId: the provider drops a
 * repeat) is tried once more after a blip; a plain send is tried once (a lost answer may hide a
 * sent code, and two codes confuse). Five failures in a row open the breaker for 30 s: the
 * request fails at once with OTP.DELIVERY_FAILED instead of making each person wait 10 s.
 */
export const DELIVERY_SEND_POLICY: CallPolicy = { timeoutMs: 10_000, retry: null };
export const DELIVERY_SEND_KEYED_POLICY: CallPolicy = { timeoutMs: 10_000, retry: { times: 1, baseMs: 300 } };
export const DELIVERY_BREAKER_POLICY: BreakerPolicy = { failures: 5, openMs: 30_000 };

export const deliveryBreaker = (provider: string): CircuitBreaker => Effect.runSync(circuitBreakerMake(provider, DELIVERY_BREAKER_POLICY));

/** Runs one send as an Effect program; the notifier's callers expect a failure to throw. */
export async function deliverySend(breaker: CircuitBreaker, policy: CallPolicy, attempt: ProviderAttempt<void>): Promise<void> {
  const outcome = await providerRun(providerCall(breaker, policy, attempt));
  if (Either.isLeft(outcome)) throw new Error(providerFailureText(outcome.left));
}
