import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpTrackingSender, type FetchLike } from '@modavi/adapters';
import { TRACKING_API_PATHS, type TrackingSession } from '@modavi/core';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { testClock } from '../../server/src/testing/auth-probe';
import { makeTrackingEvents, makeTrackingSession } from '../../core/src/testing/tracking-factories';

const context = (token: string | null) => ({
  token: () => token,
  country: () => 'VN',
  locale: () => 'vi' as const,
  sessionId: () => 's',
  deviceId: () => 'web-test',
});
const clock = { now: () => 1_740_800_000_000 };
const ended = (id: string): TrackingSession =>
  makeTrackingSession({
    session_id: id,
    ended_at: 1_740_794_500_000,
    events: makeTrackingEvents(3),
  });
const answering =
  (status: number, calls: { body?: unknown }[] = []): FetchLike =>
  async (_url, init) => {
    calls.push({ body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ statusCode: status, data: null }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

describe('httpTrackingSender against the server', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    // The server's clock at the sender's: it keeps only sessions of the last two days.
    app = testApi(test.db, { auth: { clock: testClock(clock.now()) } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('delivers a bulk the server stores once, and a second send of it is still a success', async () => {
    const guest = await guestSessionCreate(test.db);
    const client = createHttpClient({
      baseUrl: '',
      context: context(guest.token),
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
    const sender = httpTrackingSender(client, clock);
    expect(await sender.send([ended('contract-1'), ended('contract-2')])).toEqual({ ok: true, value: undefined });
    expect((await sender.send([ended('contract-1')])).ok).toBe(true);
    const rows = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tracking_sessions WHERE session_id LIKE 'contract-%'`);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('answers an error value, never a throw, when the server refuses the caller', async () => {
    const client = createHttpClient({
      baseUrl: '',
      context: context(null),
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
    const result = await httpTrackingSender(client, clock).send([ended('contract-3')]);
    expect(result.ok).toBe(false);
  });
});

describe('httpTrackingSender statuses', () => {
  it.each([200, 201])('%i is delivered, in one bulk body with its count and time', async (status) => {
    const calls: { body?: unknown }[] = [];
    const client = createHttpClient({
      baseUrl: '',
      context: context('t'),
      fetch: answering(status, calls),
    });
    expect((await httpTrackingSender(client, clock).send([ended('a')])).ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      count: 1,
      timestamp: clock.now(),
      sessions: [{ session_id: 'a' }],
    });
  });

  it.each([202, 204, 400, 500])('%i is a failure, sent once (the machine retries, not the sender)', async (status) => {
    const calls: { body?: unknown }[] = [];
    const client = createHttpClient({
      baseUrl: '',
      context: context('t'),
      fetch: answering(status, calls),
    });
    expect((await httpTrackingSender(client, clock).send([ended('a')])).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('turns a lost network into a NETWORK error', async () => {
    const client = createHttpClient({
      baseUrl: '',
      context: context('t'),
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    const result = await httpTrackingSender(client, clock).send([ended('a')]);
    expect(result.ok ? null : result.error.code).toBe('NETWORK');
  });

  it('posts to the spec path', () => {
    expect(TRACKING_API_PATHS.trackingSession).toBe('api/v1/mobile/trackings/tracking-session');
  });
});
