import { Data } from 'effect';

/** The provider did not answer within the call's time-out (it may still have acted: only idempotent calls are retried). */
export class ProviderTimeout extends Data.TaggedError('ProviderTimeout')<{ readonly provider: string }> {}

/** The provider could not be reached, or answered with a server error (5xx): it is down or overloaded. */
export class ProviderUnavailable extends Data.TaggedError('ProviderUnavailable')<{ readonly provider: string; readonly detail: string }> {}

/** The provider answered and said no (its own result code and message). */
export class ProviderRefused extends Data.TaggedError('ProviderRefused')<{ readonly provider: string; readonly code: string; readonly detail: string }> {}

/** The provider's answer is not what its protocol says (unreadable, or its signature does not check out). */
export class ProviderBadAnswer extends Data.TaggedError('ProviderBadAnswer')<{ readonly provider: string; readonly detail: string }> {}

/** The breaker is open: the provider failed too often lately, so the call was not even tried. */
export class ProviderCircuitOpen extends Data.TaggedError('ProviderCircuitOpen')<{ readonly provider: string; readonly until: number }> {}

/** Every way an outside call can fail, as a value with a tag. */
export type ProviderFailure = ProviderTimeout | ProviderUnavailable | ProviderRefused | ProviderBadAnswer | ProviderCircuitOpen;

/**
 * Failures that say the provider is down rather than that it disagreed: they are retried (for
 * idempotent calls) and they count towards opening the breaker. A refusal or a bad answer is
 * the provider working: asking again would get the same.
 */
export const providerFailureTransient = (failure: ProviderFailure): boolean =>
  failure._tag === 'ProviderTimeout' || failure._tag === 'ProviderUnavailable';

/** One line for the log. */
export const providerFailureText = (failure: ProviderFailure): string => {
  switch (failure._tag) {
    case 'ProviderTimeout':
      return `${failure.provider}: no answer in time`;
    case 'ProviderUnavailable':
      return `${failure.provider}: unavailable (${failure.detail})`;
    case 'ProviderRefused':
      return `${failure.provider}: refused ${failure.code} (${failure.detail})`;
    case 'ProviderBadAnswer':
      return `${failure.provider}: bad answer (${failure.detail})`;
    case 'ProviderCircuitOpen':
      return `${failure.provider}: breaker open`;
  }
};
