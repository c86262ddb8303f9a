import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENT_NAMES, AnalyticsBatchSchema, analyticsBatches, analyticsQueueAdd, type AnalyticsEvent } from './analytics-event.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

const eventArb: fc.Arbitrary<AnalyticsEvent> = fc.record({
  name: fc.constantFrom(...ANALYTICS_EVENT_NAMES),
  object_id: fc.string({ minLength: 1, maxLength: 12 }),
  value: fc.option(fc.nat(10_000_000), { nil: null }),
  quantity: fc.option(fc.nat(20), { nil: null }),
  event_id: fc.uuid(),
  occurred_at: fc.integer({ min: 0, max: 2_000_000_000_000 }),
});

describe('analyticsQueueAdd', () => {
  it('keeps the newest events, at most the cap, in order', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), eventArb, fc.oneof(fc.integer({ min: 1, max: 40 }), wildNumberArb()), (queue, event, cap) => {
        const next = analyticsQueueAdd(queue, event, cap);
        expect(next[next.length - 1]).toBe(event);
        expect(next.length).toBeLessThanOrEqual(Math.max(queue.length + 1, 1));
        if (Number.isFinite(cap)) expect(next.length).toBeLessThanOrEqual(Math.max(1, Math.floor(cap)));
        expect([...queue, event].slice(-next.length)).toEqual(next);
      }),
    );
  });
});

describe('analyticsBatches', () => {
  it('cuts the queue into valid batches that add back up to it', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 130 }), fc.oneof(fc.integer({ min: 1, max: 80 }), wildNumberArb()), (queue, max) => {
        const batches = analyticsBatches(queue, max);
        expect(batches.flat()).toEqual(queue);
        for (const batch of batches) {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(ANALYTICS_BATCH_MAX);
          expect(AnalyticsBatchSchema.safeParse({ events: batch }).success).toBe(true);
        }
      }),
    );
  });
});
