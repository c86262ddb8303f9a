import {
  API_PATHS,
  AnalyticsReceiptSchema,
  analyticsBatches,
  analyticsQueueAdd,
  type AnalyticsEvent,
  type AnalyticsSink,
  type Clock,
  type IdGenerator,
  type Logger,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

export interface HttpAnalyticsSinkOptions {
  readonly client: HttpClient;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger?: Logger;
  /** How long events wait to be sent together (ms); 0 sends at the next turn. */
  readonly delayMs?: number;
  /** Runs `send` after `ms`; the browser's setTimeout by default (tests pass their own). */
  readonly schedule?: (send: () => void, ms: number) => void;
}

export const ANALYTICS_SEND_DELAY_MS = 2_000;

/**
 * AnalyticsSink over the commerce API: `track` only queues (core's analyticsQueueAdd, oldest
 * dropped past the cap) and schedules a send; the queue goes out in core's batches. A batch the
 * network lost goes back to the queue for the next send (the server stores each event id once);
 * one the server refused is dropped. Nothing here ever throws into the screen that tracked.
 */
export function httpAnalyticsSink(options: HttpAnalyticsSinkOptions): AnalyticsSink {
  const delay = options.delayMs ?? ANALYTICS_SEND_DELAY_MS;
  const schedule = options.schedule ?? ((send, ms) => void globalThis.setTimeout(send, ms));
  let queue: AnalyticsEvent[] = [];
  let scheduled = false;
  let sending: Promise<void> | null = null;

  const send = async (): Promise<void> => {
    const taken = queue;
    queue = [];
    for (const batch of analyticsBatches(taken)) {
      const result = await options.client.request({ method: 'POST', path: API_PATHS.analyticsEvents, schema: AnalyticsReceiptSchema, body: { events: batch } });
      if (result.ok) continue;
      if (result.error.code === 'NETWORK' || result.error.code === 'SERVER') {
        for (const event of batch) queue = analyticsQueueAdd(queue, event);
      } else {
        options.logger?.warn('analytics batch refused', result.error);
      }
    }
  };

  const flush = async (): Promise<void> => {
    scheduled = false;
    // One send at a time; events tracked meanwhile wait for the next.
    while (sending) await sending;
    if (queue.length === 0) return;
    sending = send().catch((cause: unknown) => options.logger?.warn('analytics send failed', cause));
    try {
      await sending;
    } finally {
      sending = null;
    }
  };

  return {
    track(input) {
      try {
        queue = analyticsQueueAdd(queue, { ...input, event_id: options.ids.next(), occurred_at: options.clock.now() });
        if (!scheduled) {
          scheduled = true;
          schedule(() => void flush(), delay);
        }
      } catch (cause) {
        options.logger?.warn('analytics track failed', cause);
      }
    },
    flush,
  };
}
