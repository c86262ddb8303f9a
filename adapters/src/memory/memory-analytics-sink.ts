import { analyticsQueueAdd, type AnalyticsEvent, type AnalyticsSink, type Clock, type IdGenerator } from '@modavi/core';

export interface MemoryAnalyticsSink extends AnalyticsSink {
  /** Events flushed so far, oldest first (what a server would have received). */
  readonly sent: readonly AnalyticsEvent[];
  /** Events tracked and not flushed yet. */
  readonly pending: readonly AnalyticsEvent[];
}

/** AnalyticsSink kept in memory (tests, storybook-like tools, a front end without analytics). */
export function memoryAnalyticsSink(clock: Clock, ids: IdGenerator): MemoryAnalyticsSink {
  let pending: AnalyticsEvent[] = [];
  const sent: AnalyticsEvent[] = [];
  return {
    get sent() {
      return sent;
    },
    get pending() {
      return pending;
    },
    track(input) {
      pending = analyticsQueueAdd(pending, { ...input, event_id: ids.next(), occurred_at: clock.now() });
    },
    flush() {
      sent.push(...pending);
      pending = [];
      return Promise.resolve();
    },
  };
}
