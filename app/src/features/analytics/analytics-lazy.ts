import type { AnalyticsEventInput, AnalyticsSink } from '@modavi/core';

/**
 * An AnalyticsSink whose real sink loads on the first event, so the first visit carries none of
 * it. Events keep their order (one module promise, callbacks run in turn); a load that fails
 * loses the events, never the screen.
 */
export function analyticsLazy(load: () => Promise<AnalyticsSink>): AnalyticsSink {
  let sink: Promise<AnalyticsSink> | null = null;
  const loaded = () => (sink ??= load());
  return {
    track(event: AnalyticsEventInput) {
      loaded().then(
        (real) => real.track(event),
        () => undefined,
      );
    },
    flush: () =>
      loaded().then(
        (real) => real.flush(),
        () => undefined,
      ),
  };
}
