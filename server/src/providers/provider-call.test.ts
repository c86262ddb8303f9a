import { Effect, Either, Fiber, TestClock, TestContext } from 'effect';
import { describe, expect, it } from 'vitest';
import { circuitBreakerMake } from './circuit-breaker.js';
import { providerCall, type CallPolicy } from './provider-call.js';
import { ProviderRefused, ProviderUnavailable, type ProviderFailure } from './provider-failure.js';

const QUERY: CallPolicy = { timeoutMs: 5_000, retry: { times: 3, baseMs: 1_000 } };
const CREATE: CallPolicy = { timeoutMs: 5_000, retry: null };
const BREAKER = { failures: 3, openMs: 60_000 };

/** Runs a program on the test clock and environment. */
const onTestClock = <A>(program: Effect.Effect<A, never>) => Effect.runPromise(program.pipe(Effect.provide(TestContext.TestContext)));

/** Lets the attempts' promises settle, then moves the test clock: no real waiting. */
const advance = (ms: number, steps = 20) =>
  Effect.gen(function* () {
    for (let step = 0; step < steps; step += 1) {
      yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)));
      yield* TestClock.adjust(ms / steps);
    }
    yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)));
  });

/** A provider that answers each call from a script: an answer, a failure, or never. */
function scripted(script: readonly ('ok' | 'down' | 'refuse' | 'hang')[]) {
  const calls: AbortSignal[] = [];
  const attempt = (signal: AbortSignal): Promise<string> => {
    const step = script[calls.length] ?? 'ok';
    calls.push(signal);
    if (step === 'ok') return Promise.resolve(`answer ${calls.length}`);
    if (step === 'down') return Promise.reject(new Error('ECONNREFUSED'));
    if (step === 'refuse') return Promise.reject(new ProviderRefused({ provider: 'test', code: '1001', detail: 'no' }));
    return new Promise<string>(() => undefined);
  };
  return { calls, attempt };
}

const runCall = <A>(program: Effect.Effect<A, ProviderFailure>, waitMs: number) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.fork(Effect.either(program));
    yield* advance(waitMs);
    return yield* Fiber.join(fiber);
  });

describe('an outside call as an Effect program (test clock)', () => {
  it('gives up at its time-out and aborts the attempt', () =>
    onTestClock(
      Effect.gen(function* () {
        const breaker = yield* circuitBreakerMake('test', BREAKER);
        const provider = scripted(['hang']);
        const result = yield* runCall(providerCall(breaker, CREATE, provider.attempt), 6_000);
        expect(Either.isLeft(result) && result.left._tag).toBe('ProviderTimeout');
        expect(provider.calls).toHaveLength(1);
        expect(provider.calls[0]?.aborted).toBe(true);
      }),
    ));

  it('retries an idempotent call after transient failures, with backoff, until it answers', () =>
    onTestClock(
      Effect.gen(function* () {
        const breaker = yield* circuitBreakerMake('test', BREAKER);
        const provider = scripted(['down', 'hang', 'ok']);
        const fiber = yield* Effect.fork(Effect.either(providerCall(breaker, QUERY, provider.attempt)));
        // The first retry waits about a second (jittered): nothing is tried again before.
        yield* advance(500);
        expect(provider.calls).toHaveLength(1);
        yield* advance(20_000);
        const result = yield* Fiber.join(fiber);
        expect(result).toEqual(Either.right('answer 3'));
        expect(provider.calls).toHaveLength(3);
      }),
    ));

  it('stops retrying after its count, and never retries a refusal or a call that creates something', () =>
    onTestClock(
      Effect.gen(function* () {
        const downAlways = scripted(['down', 'down', 'down', 'down', 'down', 'down']);
        const spent = yield* runCall(providerCall(yield* circuitBreakerMake('a', { failures: 99, openMs: 1 }), QUERY, downAlways.attempt), 60_000);
        expect(Either.isLeft(spent) && spent.left).toBeInstanceOf(ProviderUnavailable);
        expect(downAlways.calls).toHaveLength(4);

        const refusing = scripted(['refuse', 'ok']);
        const refused = yield* runCall(providerCall(yield* circuitBreakerMake('b', BREAKER), QUERY, refusing.attempt), 60_000);
        expect(Either.isLeft(refused) && refused.left._tag).toBe('ProviderRefused');
        expect(refusing.calls).toHaveLength(1);

        const creating = scripted(['down', 'ok']);
        const created = yield* runCall(providerCall(yield* circuitBreakerMake('c', BREAKER), CREATE, creating.attempt), 60_000);
        expect(Either.isLeft(created) && created.left._tag).toBe('ProviderUnavailable');
        expect(creating.calls).toHaveLength(1);
      }),
    ));

  it('a provider that is down fails fast once the breaker opens, and is tried again after the open time', () =>
    onTestClock(
      Effect.gen(function* () {
        const breaker = yield* circuitBreakerMake('test', BREAKER);
        const provider = scripted(['down', 'hang', 'down', 'down', 'ok', 'ok']);
        for (let call = 0; call < 3; call += 1) yield* runCall(providerCall(breaker, CREATE, provider.attempt), 6_000);
        expect(provider.calls).toHaveLength(3);
        // Open: refused without a call.
        const fast = yield* runCall(providerCall(breaker, CREATE, provider.attempt), 0);
        expect(Either.isLeft(fast) && fast.left._tag).toBe('ProviderCircuitOpen');
        expect(provider.calls).toHaveLength(3);
        // Half-open after the open time: one failure opens it again at once.
        yield* advance(60_000);
        yield* runCall(providerCall(breaker, CREATE, provider.attempt), 0);
        expect(provider.calls).toHaveLength(4);
        const again = yield* runCall(providerCall(breaker, CREATE, provider.attempt), 0);
        expect(Either.isLeft(again) && again.left._tag).toBe('ProviderCircuitOpen');
        // The next trial succeeds: closed, calls go through again.
        yield* advance(60_000);
        expect(yield* runCall(providerCall(breaker, CREATE, provider.attempt), 0)).toEqual(Either.right('answer 5'));
        expect(yield* runCall(providerCall(breaker, CREATE, provider.attempt), 0)).toEqual(Either.right('answer 6'));
      }),
    ));
});
