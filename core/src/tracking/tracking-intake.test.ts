import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingEventSame } from './tracking-event.js';
import { TRACKING_EVENTS_MAX_APP_SHELL, TRACKING_SESSION_MIN_EVENTS } from './tracking-limits.js';
import { TRACKING_TEXT_MAX, TRACKING_TIME_MAX, trackingSessionWellFormed, trackingSessionsIntake } from './tracking-intake.js';
import {
  makeTrackingEvent,
  makeTrackingEvents,
  makeTrackingSession,
  TRACKING_T0,
  trackingEventsArb,
} from '../testing/tracking-factories.js';

describe('tracking intake', () => {
  it('keeps no adjacent duplicates, no session under the minimum, never more than the cap', () => {
    fc.assert(
      fc.property(fc.array(trackingEventsArb(40), { maxLength: 5 }), (eventLists) => {
        const sessions = eventLists.map((events, i) => makeTrackingSession({ session_id: `s-${i}`, events }));
        for (const session of trackingSessionsIntake(sessions)) {
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
    const [kept, ...rest] = trackingSessionsIntake([long, makeTrackingSession({ events: makeTrackingEvents(3) })]);
    expect(rest).toEqual([]);
    expect(kept?.events).toHaveLength(TRACKING_EVENTS_MAX_APP_SHELL);
    expect(kept?.events[0]?.event_id).toBe('event-6');
  });

  it('drops a session whose events collapse to one', () => {
    const twice = [makeTrackingEvent({ event_id: 'a' }), makeTrackingEvent({ event_id: 'b' })];
    expect(trackingSessionsIntake([makeTrackingSession({ events: twice })])).toEqual([]);
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
});
