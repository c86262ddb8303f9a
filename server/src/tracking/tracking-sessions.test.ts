import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  TRACKING_API_PATHS,
  TRACKING_EVENTS_PER_HOUR_PER_CLIENT,
  TRACKING_EVENTS_MAX_APP_SHELL,
  TRACKING_METADATA_CHARS_MAX,
  TRACKING_SESSIONS_PER_SEND_MAX,
  trackingBulkPayload,
  type TrackingEvent,
  type TrackingSession,
} from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken } from '../testing/commerce-probe.js';
import { signUp, testClock } from '../testing/auth-probe.js';
import { probePhone } from '../testing/seller-probe.js';
import { TRACKING_BODY_BYTES_MAX } from '../http/body-limits.js';

const T0 = 1_740_794_400_000;
let ids = 0;
const event = (objectId: string, type = 'view_item'): TrackingEvent => ({
  event_id: `ev-${(ids += 1)}`,
  type,
  timestamp: T0 + ids * 1_000,
  object_id: objectId,
  metadata: { path: '/' },
});
const session = (sessionId: string, events: TrackingEvent[], overrides: Partial<TrackingSession> = {}): TrackingSession => ({
  session_id: sessionId,
  user_id: null,
  started_at: T0,
  ended_at: T0 + 600_000,
  os_version: 'Web Linux',
  device_id: 'device-tracking-test',
  app_version: '1.0.0',
  area: 'VN',
  language: 'vi',
  events,
  conversion_status: 'in_progress',
  ...overrides,
});

describe('POST tracking-session', () => {
  let test: TestDb;
  let app: Hono;
  let guest: string;
  beforeAll(async () => {
    test = await memoryTestDb();
    // The server receives the sessions shortly after they ended.
    app = testApi(test.db, { auth: { clock: testClock(T0 + 700_000) } });
    guest = await guestToken(app);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  /** `null`: no authorization header at all. */
  const post = (body: unknown, token: string | null = guest) =>
    call(app, 'POST', TRACKING_API_PATHS.trackingSession, {
      ...(token === null ? {} : { token }),
      body,
    });
  const stored = async (sessionId: string) =>
    test.db.query<{ owner_kind: string; n: number }>(
      `SELECT s.owner_kind, (SELECT count(*)::int FROM tracking_events e WHERE e.owner_id = s.owner_id AND e.session_id = s.session_id) AS n
       FROM tracking_sessions s WHERE s.session_id = $1`,
      [sessionId],
    );

  it('stores a bulk once, without adjacent duplicates, and a retry of the same batch adds nothing', async () => {
    const batch = trackingBulkPayload(
      [session('bulk-a', [event('p1'), event('p1'), event('p2'), event('p1')]), session('bulk-b', [event('p3'), event('p4')])],
      T0 + 700_000,
    );
    const first = await post(batch);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      data: { received: 2, kept: 2, stored: 2 },
    });
    const retry = await post(batch);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ data: { stored: 0 } });
    expect(await stored('bulk-a')).toEqual([{ owner_kind: 'guest', n: 3 }]);
    expect(await stored('bulk-b')).toEqual([{ owner_kind: 'guest', n: 2 }]);
  });

  it('takes one session alone, and drops one with fewer than 2 events after deduplication', async () => {
    expect((await post(session('single', [event('p1'), event('p2')]))).status).toBe(201);
    const short = await post(trackingBulkPayload([session('short', [event('p9'), event('p9')])], T0));
    expect(short.body).toMatchObject({
      data: { received: 1, kept: 0, stored: 0 },
    });
    expect(await stored('single')).toHaveLength(1);
    expect(await stored('short')).toEqual([]);
  });

  it('keeps a signed-in account its own sessions: the same id from two owners is two sessions', async () => {
    const account = (await signUp(app, { destination: probePhone() })).token;
    const events = [event('p1'), event('p2')];
    expect((await post(session('shared-id', events))).status).toBe(201);
    expect((await post(session('shared-id', events), account)).status).toBe(201);
    expect((await stored('shared-id')).map((row) => row.owner_kind).sort()).toEqual(['guest', 'user']);
  });

  it('lists what was stored through the development route', async () => {
    const listed = await call(app, 'GET', `${TRACKING_API_PATHS.devTrackingSessions}?device_id=device-tracking-test&limit=50`);
    expect(listed.status).toBe(200);
    const sessions = (listed.body as { data: TrackingSession[] }).data;
    const bulk = sessions.find((s) => s.session_id === 'bulk-a');
    expect(bulk?.events.map((e) => e.object_id)).toEqual(['p1', 'p2', 'p1']);
    expect(bulk?.ended_at).toBe(T0 + 600_000);
  });

  it('refuses a caller without a session, a bad body, a wrong count, an out-of-range field and a body too large', async () => {
    expectError(await post(session('anon', [event('p1'), event('p2')]), null), 401, 'AUTH.TOKEN_MISSING');
    expectError(await post(session('bad', [event('p1'), event('p2')]), 'not-a-token'), 401, 'AUTH.TOKEN_INVALID');
    expectError(await post({ sessions: 'nope' }), 400, 'REQUEST.INVALID');
    expectError(await post('{not json'), 400, 'REQUEST.INVALID');
    expectError(
      await post({
        sessions: [session('c', [event('p1'), event('p2')])],
        count: 2,
        timestamp: T0,
      }),
      400,
      'REQUEST.INVALID',
    );
    expectError(
      await post(
        session('long', [event('p1'), event('p2')], {
          device_id: 'x'.repeat(500),
        }),
      ),
      400,
      'REQUEST.INVALID',
    );
    expectError(await post(session('backwards', [event('p1'), event('p2')], { ended_at: T0 - 1 })), 400, 'REQUEST.INVALID');
    const huge = session('huge', [
      event('p1'),
      {
        ...event('p2'),
        metadata: { blob: 'x'.repeat(TRACKING_BODY_BYTES_MAX) },
      },
    ]);
    expectError(await post(huge), 413, 'REQUEST.TOO_LARGE');
    expect(await stored('huge')).toEqual([]);
  });

  it('files a session under the caller, never under the user the body names', async () => {
    const account = await signUp(app, { destination: probePhone() });
    const events = [event('p1'), event('p2')];
    expect((await post(session('claims-other', events, { user_id: 'someone-else' }), account.token)).status).toBe(201);
    expect((await post(session('guest-claims', events, { user_id: account.profile._id }))).status).toBe(201);
    const users = await test.db.query<{ session_id: string; user_id: string | null }>(
      `SELECT session_id, user_id FROM tracking_sessions WHERE session_id IN ('claims-other', 'guest-claims') ORDER BY session_id`,
    );
    expect(users).toEqual([
      { session_id: 'claims-other', user_id: account.profile._id },
      { session_id: 'guest-claims', user_id: null },
    ]);
  });

  it('keeps no session from long ago, refuses heavy metadata and too many sessions a send', async () => {
    const old = session('sixty-days-back', [event('p1'), event('p2')], { started_at: T0 - 60 * DAY_MS, ended_at: T0 - 60 * DAY_MS + 600_000 });
    expect((await post(old)).body).toMatchObject({ data: { received: 1, kept: 0, stored: 0 } });
    const heavy = session('heavy', [event('p1'), { ...event('p2'), metadata: { blob: 'x'.repeat(TRACKING_METADATA_CHARS_MAX) } }]);
    expectError(await post(heavy), 400, 'REQUEST.INVALID');
    const many = Array.from({ length: TRACKING_SESSIONS_PER_SEND_MAX + 1 }, (_, i) => session(`many-${i}`, [event('p1'), event('p2')]));
    expectError(await post(trackingBulkPayload(many, T0 + 700_000)), 400, 'REQUEST.INVALID');
  });

  it('spends each token’s events from an hourly budget: past it, 429 and nothing stored', async () => {
    const token = await guestToken(app);
    const full = (id: string) =>
      session(id, Array.from({ length: TRACKING_EVENTS_MAX_APP_SHELL }, (_, i) => ({ event_id: `${id}-${i}`, type: 'view_item', timestamp: T0 + i * 100, object_id: `p${i}`, metadata: null })));
    const sends = Math.floor(TRACKING_EVENTS_PER_HOUR_PER_CLIENT / TRACKING_EVENTS_MAX_APP_SHELL);
    for (let i = 0; i < sends; i += 1) expect((await post(full(`budget-${i}`), token)).status).toBe(201);
    const over = await post(full('budget-over'), token);
    expectError(over, 429, 'REQUEST.RATE_LIMITED');
    expect(await stored('budget-over')).toEqual([]);
    // Another client still sends.
    expect((await post(session('other-client', [event('p1'), event('p2')]))).status).toBe(201);
  });
});
