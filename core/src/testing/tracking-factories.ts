/**
 * Factories and arbitraries for tracking sessions. Deterministic defaults: a session of the
 * Vietnamese web app started at 2025-03-01 09:00 (UTC+7) with no events.
 */
import fc from 'fast-check';
import type { TrackingEvent } from '../tracking/tracking-event.js';
import type { TrackingSession, TrackingSessionStart } from '../tracking/tracking-session.js';

/** 2025-03-01T02:00:00Z, 09:00 in Hanoi. */
export const TRACKING_T0 = 1_740_794_400_000;

export const makeTrackingEvent = (overrides: Partial<TrackingEvent> = {}): TrackingEvent => ({
  event_id: 'event-1',
  type: 'view_item',
  timestamp: TRACKING_T0 + 1_000,
  object_id: 'product-1',
  metadata: null,
  ...overrides,
});

export const makeTrackingSessionStart = (overrides: Partial<TrackingSessionStart> = {}): TrackingSessionStart => ({
  sessionId: 'session-1',
  userId: 'user-1',
  deviceId: 'web-abc123',
  osVersion: 'Web',
  appVersion: '1.0.0',
  area: 'VN',
  language: 'vi',
  now: TRACKING_T0,
  ...overrides,
});

export const makeTrackingSession = (overrides: Partial<TrackingSession> = {}): TrackingSession => ({
  session_id: 'session-1',
  user_id: 'user-1',
  started_at: TRACKING_T0,
  ended_at: null,
  os_version: 'Web',
  device_id: 'web-abc123',
  app_version: '1.0.0',
  area: 'VN',
  language: 'vi',
  events: [],
  conversion_status: 'in_progress',
  ...overrides,
});

/** `count` distinct events (product-1, product-2, ...) one second apart. */
export const makeTrackingEvents = (count: number): TrackingEvent[] =>
  Array.from({ length: count }, (_, i) =>
    makeTrackingEvent({ event_id: `event-${i + 1}`, object_id: `product-${i + 1}`, timestamp: TRACKING_T0 + (i + 1) * 1_000 }),
  );

/**
 * Events from a small alphabet of types and objects, so adjacent duplicates are frequent;
 * ids are renumbered so each event is still a distinct record.
 */
export const trackingEventsArb = (maxLength = 30): fc.Arbitrary<TrackingEvent[]> =>
  fc
    .array(
      fc.record({
        type: fc.constantFrom('view_item', 'add_to_cart', 'view_blog'),
        object_id: fc.constantFrom('product-1', 'product-2', null),
      }),
      { maxLength },
    )
    .map((picks) =>
      picks.map((pick, i) =>
        makeTrackingEvent({ ...pick, event_id: `event-${i + 1}`, timestamp: TRACKING_T0 + (i + 1) * 1_000 }),
      ),
    );
