import { httpAnalyticsSink, type HttpClient } from '@modavi/adapters';
import type { AnalyticsSink, Logger } from '@modavi/core';

/** Ids for events: the browser's UUIDs, with a time-and-counter fallback where crypto is missing (old browsers, plain http). */
let counter = 0;
const eventId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

/** The app's sink: batched over the commerce API, sent when the page is hidden too (a tab closed or switched). */
export function analyticsSinkCreate(client: HttpClient, logger: Logger): AnalyticsSink {
  const sink = httpAnalyticsSink({ client, clock: { now: () => Date.now() }, ids: { next: eventId }, logger });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sink.flush();
  });
  return sink;
}
