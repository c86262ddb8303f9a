import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { trackingEventSame, trackingEventsDedupe } from './tracking-event.js';
import {
  TRACKING_END_REASONS_UNSENT,
  TrackingEndReasonSchema,
  trackingEventAppend,
  trackingQueueAdd,
  trackingQueueWithout,
  trackingSessionEnd,
  trackingSessionSendable,
  trackingSessionsToSend,
  type TrackingEndReason,
} from './tracking-session-rules.js';
import {
  makeTrackingEvent,
  makeTrackingEvents,
  makeTrackingSession,
  TRACKING_T0,
  trackingEventsArb,
} from '../testing/tracking-factories.js';

const reasonArb = fc.constantFrom(...TrackingEndReasonSchema.options);

describe('trackingEventAppend', () => {
  it('adds a new event at the end', () => {
    const [first, second] = makeTrackingEvents(2);
    const session = trackingEventAppend(makeTrackingSession({ events: [first!] }), second!);
    expect(session.events).toEqual([first, second]);
  });

  it('drops an event identical (type and object) to the last one', () => {
    const view = makeTrackingEvent();
    const again = makeTrackingEvent({ event_id: 'event-2', timestamp: view.timestamp + 50 });
    expect(trackingEventAppend(makeTrackingSession({ events: [view] }), again).events).toEqual([view]);
  });

  it('at the cap keeps the latest events and drops the oldest (TRACKING_CAP_POLICY)', () => {
    const events = makeTrackingEvents(4);
    const full = makeTrackingSession({ events: events.slice(0, 3) });
    expect(trackingEventAppend(full, events[3]!, 3).events.map((e) => e.event_id)).toEqual(['event-2', 'event-3', 'event-4']);
  });

  it('uses the default cap of 100 when none is given', () => {
    const events = makeTrackingEvents(101);
    const session = trackingEventAppend(makeTrackingSession({ events: events.slice(0, 100) }), events[100]!);
    expect(session.events).toHaveLength(100);
    expect(session.events[0]!.event_id).toBe('event-2');
  });

  it('leaves an ended session as it was', () => {
    const ended = makeTrackingSession({ ended_at: TRACKING_T0 + 1, events: makeTrackingEvents(1) });
    expect(trackingEventAppend(ended, makeTrackingEvent({ object_id: 'other' }))).toBe(ended);
  });

  it('never holds more than the cap nor two identical neighbours, and ends with the latest distinct event', () => {
    fc.assert(
      fc.property(trackingEventsArb(60), fc.integer({ min: 1, max: 10 }), (events, cap) => {
        const session = events.reduce((s, event) => trackingEventAppend(s, event, cap), makeTrackingSession());
        expect(session.events.length).toBeLessThanOrEqual(cap);
        session.events.forEach((e, i) => i > 0 && expect(trackingEventSame(session.events[i - 1]!, e)).toBe(false));
        // Oracle: dedupe everything, then keep the last `cap`.
        expect(session.events).toEqual(trackingEventsDedupe(events).slice(-cap));
      }),
    );
  });
});

describe('trackingSessionEnd', () => {
  const withTwo = () => makeTrackingSession({ events: makeTrackingEvents(2) });

  it.each(['idle', 'background', 'logout', 'new_session', 'manual'] as const)('sends a session ended by %s', (reason) => {
    const ended = trackingSessionEnd(withTwo(), reason, TRACKING_T0 + 60_000);
    expect(ended.send).toBe(true);
    expect(ended.session.ended_at).toBe(TRACKING_T0 + 60_000);
    expect(ended.session.conversion_status).toBe('in_progress');
  });

  it('converts a session ended by an order success and does not send it', () => {
    expect(TRACKING_END_REASONS_UNSENT).toEqual(['order_success']);
    const ended = trackingSessionEnd(withTwo(), 'order_success', TRACKING_T0 + 60_000);
    expect(ended).toMatchObject({ send: false, session: { conversion_status: 'order_success' } });
  });

  it('does not send a session with fewer than 2 distinct events', () => {
    const one = makeTrackingEvent();
    const twin = makeTrackingEvent({ event_id: 'event-2' });
    expect(trackingSessionEnd(makeTrackingSession({ events: [one] }), 'idle', TRACKING_T0).send).toBe(false);
    expect(trackingSessionEnd(makeTrackingSession({ events: [one, twin] }), 'idle', TRACKING_T0).send).toBe(false);
  });

  it('never dates the end before the start, and keeps the first end of an ended session', () => {
    expect(trackingSessionEnd(withTwo(), 'manual', TRACKING_T0 - 5_000).session.ended_at).toBe(TRACKING_T0);
    expect(trackingSessionEnd(withTwo(), 'manual', Number.NaN).session.ended_at).toBe(TRACKING_T0);
    const ended = makeTrackingSession({ events: makeTrackingEvents(2), ended_at: TRACKING_T0 + 5 });
    expect(trackingSessionEnd(ended, 'logout', TRACKING_T0 + 99).session.ended_at).toBe(TRACKING_T0 + 5);
  });

  it('sends exactly when the reason is not an order success and 2 or more distinct events remain', () => {
    fc.assert(
      fc.property(
        trackingEventsArb(8),
        reasonArb,
        fc.integer({ min: -1e6, max: 1e9 }),
        (events, reason: TrackingEndReason, offset) => {
          const ended = trackingSessionEnd(makeTrackingSession({ events }), reason, TRACKING_T0 + offset);
          expect(ended.send).toBe(reason !== 'order_success' && trackingEventsDedupe(events).length >= 2);
          expect(ended.session.ended_at).toBeGreaterThanOrEqual(ended.session.started_at);
          expect(trackingSessionSendable(ended.session)).toBe(ended.send);
        },
      ),
    );
  });
});

describe('trackingSessionsToSend', () => {
  it('keeps ended, unconverted sessions of 2+ events, deduplicated', () => {
    const [a, b] = makeTrackingEvents(2);
    const dup = { ...a!, event_id: 'event-dup' };
    const queue = [
      makeTrackingSession({ session_id: 'ok', ended_at: TRACKING_T0 + 1, events: [a!, dup, b!] }),
      makeTrackingSession({ session_id: 'running', events: [a!, b!] }),
      makeTrackingSession({
        session_id: 'converted',
        ended_at: TRACKING_T0 + 1,
        events: [a!, b!],
        conversion_status: 'order_success',
      }),
      makeTrackingSession({ session_id: 'short', ended_at: TRACKING_T0 + 1, events: [a!, dup] }),
    ];
    const toSend = trackingSessionsToSend(queue);
    expect(toSend.map((s) => s.session_id)).toEqual(['ok']);
    expect(toSend[0]!.events.map((e) => e.event_id)).toEqual(['event-1', 'event-2']);
  });
});

describe('the queue', () => {
  it('holds one copy per session id, the newer one', () => {
    const first = makeTrackingSession({ ended_at: TRACKING_T0 + 1 });
    const newer = makeTrackingSession({ ended_at: TRACKING_T0 + 2 });
    expect(trackingQueueAdd(trackingQueueAdd([], first), newer)).toEqual([newer]);
  });

  it('loses exactly the sent sessions', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => makeTrackingSession({ session_id: id }));
    expect(trackingQueueWithout([a!, b!, c!], [b!]).map((s) => s.session_id)).toEqual(['a', 'c']);
    expect(trackingQueueWithout([a!], [])).toEqual([a]);
  });
});
