import type { Either} from 'effect';
import { Duration, Effect, Schedule } from 'effect';
import { circuitBreakerGuard, type CircuitBreaker } from './circuit-breaker.js';
import { ProviderTimeout, ProviderUnavailable, providerFailureTransient, type ProviderFailure } from './provider-failure.js';

/** How one kind of outside call is made: declared once per provider and operation. */
export interface CallPolicy {
  /** Longest wait for one attempt's answer. */
  readonly timeoutMs: number;
  /**
   * Retries after a transient failure (time-out, unreachable, 5xx), with exponential backoff and
   * jitter. Only for idempotent calls (a query, a refund under a stable request id): a call that
   * creates something is tried once, since a lost answer may hide a success.
   */
  readonly retry: { readonly times: number; readonly baseMs: number } | null;
}

/** One attempt of the call: a promise that stops when the signal aborts (the time-out interrupts it). */
export type ProviderAttempt<A> = (signal: AbortSignal) => Promise<A>;

/**
 * An outside call as an Effect program: each attempt goes through the provider's breaker and
 * its time-out; transient failures are retried as the policy says (jittered exponential
 * backoff); the failure is a typed ProviderFailure. An attempt that throws a ProviderFailure
 * fails with it; anything else it throws is the provider being unreachable.
 */
export function providerCall<A>(breaker: CircuitBreaker, policy: CallPolicy, attempt: ProviderAttempt<A>): Effect.Effect<A, ProviderFailure> {
  const once = Effect.tryPromise({
    try: attempt,
    catch: (error): ProviderFailure =>
      isProviderFailure(error) ? error : new ProviderUnavailable({ provider: breaker.provider, detail: error instanceof Error ? error.message : String(error) }),
  }).pipe(
    Effect.timeoutFail({ duration: Duration.millis(policy.timeoutMs), onTimeout: (): ProviderFailure => new ProviderTimeout({ provider: breaker.provider }) }),
  );
  const guarded = circuitBreakerGuard(breaker, once);
  if (policy.retry === null) return guarded;
  const schedule = Schedule.exponential(Duration.millis(policy.retry.baseMs)).pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(policy.retry.times)));
  return Effect.retry(guarded, { schedule, while: providerFailureTransient });
}

const TAGS = new Set(['ProviderTimeout', 'ProviderUnavailable', 'ProviderRefused', 'ProviderBadAnswer', 'ProviderCircuitOpen']);

export const isProviderFailure = (value: unknown): value is ProviderFailure =>
  typeof value === 'object' && value !== null && TAGS.has(String((value as { _tag?: unknown })._tag));

/** Runs a provider call with the real clock, for the promise-based server code: Right with the answer, Left with the failure. */
export const providerRun = <A>(program: Effect.Effect<A, ProviderFailure>): Promise<Either.Either<A, ProviderFailure>> =>
  Effect.runPromise(Effect.either(program));
