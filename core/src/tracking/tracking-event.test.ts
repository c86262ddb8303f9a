import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TrackingEventSchema, trackingEventSame, trackingEventsDedupe } from './tracking-event.js';
import { makeTrackingEvent, trackingEventsArb } from '../testing/tracking-factories.js';

describe('TrackingEventSchema', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (input) => void TrackingEventSchema.safeParse(input)));
  });

  it('accepts the factory event, strips unknown fields, and rejects a missing type', () => {
    const parsed = TrackingEventSchema.safeParse({ ...makeTrackingEvent(), extra: 1 });
    expect(parsed.success && 'extra' in parsed.data).toBe(false);
    expect(parsed.success).toBe(true);
    const { type: _type, ...withoutType } = makeTrackingEvent();
    expect(TrackingEventSchema.safeParse(withoutType).success).toBe(false);
  });
});

describe('trackingEventsDedupe', () => {
  it('drops the second of two identical neighbours but keeps A, B, A', () => {
    const a = makeTrackingEvent({ event_id: 'a1' });
    const a2 = makeTrackingEvent({ event_id: 'a2', timestamp: a.timestamp + 5 });
    const b = makeTrackingEvent({ event_id: 'b', object_id: 'product-2' });
    expect(trackingEventsDedupe([a, a2, b, a]).map((e) => e.event_id)).toEqual(['a1', 'b', 'a1']);
  });

  it('treats a missing object and a null object as the same object', () => {
    const { object_id: _object, ...noObject } = makeTrackingEvent({ type: 'open_app' });
    expect(trackingEventSame(noObject, makeTrackingEvent({ type: 'open_app', object_id: null }))).toBe(true);
  });

  it('keeps one event per run of duplicates, in order (oracle: count the run starts)', () => {
    fc.assert(
      fc.property(trackingEventsArb(), (events) => {
        const kept = trackingEventsDedupe(events);
        const runStarts = events.filter((event, i) => i === 0 || !trackingEventSame(events[i - 1]!, event));
        expect(kept).toEqual(runStarts);
        kept.forEach((event, i) => i > 0 && expect(trackingEventSame(kept[i - 1]!, event)).toBe(false));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(trackingEventsArb(), (events) => {
        const once = trackingEventsDedupe(events);
        expect(trackingEventsDedupe(once)).toEqual(once);
      }),
    );
  });
});
