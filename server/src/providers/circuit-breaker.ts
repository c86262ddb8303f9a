import { Clock, Effect, Ref } from 'effect';
import { ProviderCircuitOpen, providerFailureTransient, type ProviderFailure } from './provider-failure.js';

/** When a provider counts as down, and for how long it is left alone. */
export interface BreakerPolicy {
  /** Transient failures in a row that open the breaker. */
  readonly failures: number;
  /** How long an open breaker refuses calls before one is let through to try again (half-open). */
  readonly openMs: number;
}

interface BreakerState {
  readonly failuresInRow: number;
  /** Clock time until which calls fail fast; 0 when closed. */
  readonly openUntil: number;
}

/** A breaker for one provider: its state lives in a Ref, its time comes from Effect's Clock (so TestClock drives it). */
export interface CircuitBreaker {
  readonly provider: string;
  readonly policy: BreakerPolicy;
  readonly state: Ref.Ref<BreakerState>;
}

const CLOSED: BreakerState = { failuresInRow: 0, openUntil: 0 };

export const circuitBreakerMake = (provider: string, policy: BreakerPolicy): Effect.Effect<CircuitBreaker> =>
  Effect.map(Ref.make(CLOSED), (state) => ({ provider, policy, state }));

/**
 * Runs `call` through the breaker. Open (too many transient failures in a row, and the open
 * time not over): fails at once with ProviderCircuitOpen, without calling. Once the open time
 * is over the next call goes through (half-open): a success closes the breaker, a transient
 * failure opens it again for another open time. Refusals and bad answers are the provider
 * working, so they neither count nor reset. The state is this process's own: a second server
 * process learns on its own that the provider is down, which costs it a few failed calls.
 */
export function circuitBreakerGuard<A>(breaker: CircuitBreaker, call: Effect.Effect<A, ProviderFailure>): Effect.Effect<A, ProviderFailure> {
  return Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const state = yield* Ref.get(breaker.state);
    if (state.openUntil > now) return yield* Effect.fail(new ProviderCircuitOpen({ provider: breaker.provider, until: state.openUntil }));
    const halfOpen = state.openUntil !== 0;
    return yield* call.pipe(
      Effect.tap(() => Ref.set(breaker.state, CLOSED)),
      Effect.tapError((failure) =>
        providerFailureTransient(failure)
          ? Effect.flatMap(Clock.currentTimeMillis, (at) =>
              Ref.update(breaker.state, (current) => {
                const failuresInRow = current.failuresInRow + 1;
                const open = halfOpen || failuresInRow >= breaker.policy.failures;
                return { failuresInRow, openUntil: open ? at + breaker.policy.openMs : 0 };
              }),
            )
          : Effect.void,
      ),
    );
  });
}
