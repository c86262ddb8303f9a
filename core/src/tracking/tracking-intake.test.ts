import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingEventSame } from './tracking-event.js';
import { TRACKING_EVENTS_MAX_APP_SHELL, TRACKING_SESSION_MIN_EVENTS } from './tracking-limits.js';
import {
  TRACKING_CLOCK_SKEW_MS,
  TRACKING_METADATA_CHARS_MAX,
  TRACKING_SESSION_AGE_MAX_MS,
  TRACKING_TEXT_MAX,
  TRACKING_TIME_MAX,
  trackingSessionWellFormed,
  trackingSessionsIntake,
} from './tracking-intake.js';
import {
  makeTrackingEvent,
  makeTrackingEvents,
  makeTrackingSession,
  TRACKING_T0,
  trackingEventsArb,
} from '../testing/tracking-factories.js';

/** When the server receives the sessions: two hours after the factories' sessions start. */
const NOW = TRACKING_T0 + 2 * 3_600_000;

describe('tracking intake', () => {
  it('keeps no adjacent duplicates, no session under the minimum, never more than the cap', () => {
    fc.assert(
      fc.property(fc.array(trackingEventsArb(40), { maxLength: 5 }), (eventLists) => {
        const sessions = eventLists.map((events, i) => makeTrackingSession({ session_id: `s-${i}`, events }));
        for (const session of trackingSessionsIntake(sessions, NOW)) {
          expect(session.events.length).toBeGreaterThanOrEqual(TRACKING_SESSION_MIN_EVENTS);
          expect(session.events.length).toBeLessThanOrEqual(TRACKING_EVENTS_MAX_APP_SHELL);
          session.events.forEach((event, i) => {
            const previous = session.events[i - 1];
            if (previous) expect(trackingEventSame(previous, event)).toBe(false);
          });
        }
      }),
    );
  });

  it('keeps the latest events past the cap and one copy of a session id', () => {
    const long = makeTrackingSession({
      events: makeTrackingEvents(TRACKING_EVENTS_MAX_APP_SHELL + 5),
    });
    const [kept, ...rest] = trackingSessionsIntake([long, makeTrackingSession({ events: makeTrackingEvents(3) })], NOW);
    expect(rest).toEqual([]);
    expect(kept?.events).toHaveLength(TRACKING_EVENTS_MAX_APP_SHELL);
    expect(kept?.events[0]?.event_id).toBe('event-6');
  });

  it('drops a session whose events collapse to one', () => {
    const twice = [makeTrackingEvent({ event_id: 'a' }), makeTrackingEvent({ event_id: 'b' })];
    expect(trackingSessionsIntake([makeTrackingSession({ events: twice })], NOW)).toEqual([]);
  });

  it('refuses long texts, unreal times and an end before the start', () => {
    expect(trackingSessionWellFormed(makeTrackingSession({ events: makeTrackingEvents(2) }))).toBe(true);
    expect(trackingSessionWellFormed(makeTrackingSession({ device_id: 'x'.repeat(TRACKING_TEXT_MAX + 1) }))).toBe(false);
    expect(trackingSessionWellFormed(makeTrackingSession({ started_at: TRACKING_TIME_MAX + 1 }))).toBe(false);
    expect(trackingSessionWellFormed(makeTrackingSession({ ended_at: TRACKING_T0 - 1 }))).toBe(false);
    expect(
      trackingSessionWellFormed(
        makeTrackingSession({
          events: [makeTrackingEvent({ timestamp: Number.NaN })],
        }),
      ),
    ).toBe(false);
  });

  it('refuses an event carrying more metadata than the limit', () => {
    const heavy = makeTrackingEvent({ metadata: { junk: 'x'.repeat(TRACKING_METADATA_CHARS_MAX) } });
    expect(trackingSessionWellFormed(makeTrackingSession({ events: [heavy, ...makeTrackingEvents(2)] }))).toBe(false);
    expect(trackingSessionWellFormed(makeTrackingSession({ events: [makeTrackingEvent({ metadata: { product: 'p-1' } })] }))).toBe(true);
  });

  it('keeps no session too old or from the future, and no event far outside its session’s time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * TRACKING_SESSION_AGE_MAX_MS, max: 3 * TRACKING_SESSION_AGE_MAX_MS }),
        fc.array(fc.integer({ min: -2 * TRACKING_SESSION_AGE_MAX_MS, max: 2 * TRACKING_SESSION_AGE_MAX_MS }), { maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 4 * 3_600_000 }), { nil: null }),
        (startOffset, eventOffsets, length) => {
          const started = NOW + startOffset;
          const events = eventOffsets.map((offset, i) => makeTrackingEvent({ event_id: `e-${i}`, object_id: `p-${i}`, timestamp: started + offset }));
          const session = makeTrackingSession({ started_at: started, ended_at: length === null ? null : started + length, events });
          for (const kept of trackingSessionsIntake([session], NOW)) {
            expect(kept.started_at).toBeGreaterThanOrEqual(NOW - TRACKING_SESSION_AGE_MAX_MS);
            expect(kept.started_at).toBeLessThanOrEqual(NOW + TRACKING_CLOCK_SKEW_MS);
            for (const event of kept.events) {
              expect(event.timestamp).toBeGreaterThanOrEqual(kept.started_at - TRACKING_CLOCK_SKEW_MS);
              expect(event.timestamp).toBeLessThanOrEqual((kept.ended_at ?? NOW) + TRACKING_CLOCK_SKEW_MS);
            }
          }
        },
      ),
    );
    // A day 60 days back, as the outside tester sent it, is not kept.
    const old = makeTrackingSession({ started_at: NOW - 60 * 24 * 3_600_000, events: makeTrackingEvents(3) });
    expect(trackingSessionsIntake([old], NOW)).toEqual([]);
  });
});
