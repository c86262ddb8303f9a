import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TrackingSessionSchema, trackingSessionStart } from './tracking-session.js';
import { TrackingBulkPayloadSchema, trackingBulkPayload } from './tracking-payload.js';
import { makeTrackingEvents, makeTrackingSession, makeTrackingSessionStart, TRACKING_T0 } from '../testing/tracking-factories.js';

describe('TrackingSessionSchema', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (input) => void TrackingSessionSchema.safeParse(input)));
  });

  it('defaults the conversion status to in_progress and rejects an unknown one', () => {
    const { conversion_status: _status, ...rest } = makeTrackingSession();
    const parsed = TrackingSessionSchema.safeParse(rest);
    expect(parsed.success && parsed.data.conversion_status).toBe('in_progress');
    expect(TrackingSessionSchema.safeParse({ ...rest, conversion_status: 'abandoned' }).success).toBe(false);
  });

  it('fails without a session id or device id', () => {
    const { session_id: _id, ...noId } = makeTrackingSession();
    const { device_id: _device, ...noDevice } = makeTrackingSession();
    expect(TrackingSessionSchema.safeParse(noId).success).toBe(false);
    expect(TrackingSessionSchema.safeParse(noDevice).success).toBe(false);
  });
});

describe('trackingSessionStart', () => {
  it('opens a running, unconverted session with no events at the given time', () => {
    const session = trackingSessionStart(makeTrackingSessionStart({ userId: null, now: TRACKING_T0 + 7 }));
    expect(session).toMatchObject({
      started_at: TRACKING_T0 + 7,
      ended_at: null,
      user_id: null,
      events: [],
      conversion_status: 'in_progress',
    });
    expect(TrackingSessionSchema.safeParse(session).success).toBe(true);
  });
});

describe('trackingBulkPayload', () => {
  it('carries the sessions, their count and the send time, and parses as the bulk body', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.integer({ min: TRACKING_T0, max: TRACKING_T0 + 1e9 }), (n, now) => {
        const sessions = Array.from({ length: n }, (_, i) =>
          makeTrackingSession({ session_id: `s-${i}`, events: makeTrackingEvents(2) }),
        );
        const payload = trackingBulkPayload(sessions, now);
        expect(payload.count).toBe(n);
        expect(payload.timestamp).toBe(now);
        expect(TrackingBulkPayloadSchema.safeParse(payload).success).toBe(true);
      }),
    );
  });
});
