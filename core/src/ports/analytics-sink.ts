import type { AnalyticsEventInput } from '../analytics/analytics-event.js';

/**
 * Where the app reports what visitors do (spec section 7: view item, add to cart, purchase,
 * blog detail). `track` never fails and never waits: it queues, and the sink sends in batches
 * when it can; a lost event is never the visitor's problem.
 */
export interface AnalyticsSink {
  track(event: AnalyticsEventInput): void;
  /** Sends what is queued now (page hidden, tests); resolves when the attempt is over, sent or not. */
  flush(): Promise<void>;
}
