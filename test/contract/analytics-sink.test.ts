import { afterAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createHttpClient, httpAnalyticsSink, memoryAnalyticsSink } from '@modavi/adapters';
import { DEV_API_PATHS } from '@modavi/core';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb } from '../../server/src/testing/test-db';
import { call, testApi } from '../../server/src/testing/test-api';
import { testClock } from '../../server/src/testing/auth-probe';
import { analyticsSinkContract } from './analytics-sink.contract';

let counter = 0;
const ids = { next: () => `event-${Date.now()}-${(counter += 1)}` };
const clock = { now: () => Date.UTC(2026, 0, 1) };

describe('memoryAnalyticsSink', () => {
  analyticsSinkContract(async () => {
    const sink = memoryAnalyticsSink(clock, ids);
    return { sink, received: () => Promise.resolve(sink.sent.map(({ name, object_id, value, quantity }) => ({ name, object_id, value: value ?? null, quantity: quantity ?? null }))) };
  });
});

describe('httpAnalyticsSink against the reference server', async () => {
  const test = await memoryTestDb();
  // The server's clock at the sink's: it keeps only events of the last two days.
  const app: Hono = testApi(test.db, { auth: { clock: testClock(clock.now()) } });
  afterAll(() => test.dispose());
  const clientFor = (token: string | null, fetchHook?: () => void) =>
    createHttpClient({
      baseUrl: '',
      context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => {
        fetchHook?.();
        return Promise.resolve(app.request(url, init));
      },
    });

  analyticsSinkContract(async () => {
    const guest = await guestSessionCreate(test.db);
    const sink = httpAnalyticsSink({ client: clientFor(guest.token), clock, ids, schedule: () => undefined });
    return {
      sink,
      async received() {
        const rows = await test.db.query<{ name: string; object_id: string; value: string | null; quantity: number | null }>(
          'SELECT name, object_id, value, quantity FROM analytics_events WHERE owner_id = $1 ORDER BY received_seq',
          [guest.ownerId],
        );
        return rows.map((row) => ({ name: row.name as 'view_item', object_id: row.object_id, value: row.value === null ? null : Number(row.value), quantity: row.quantity }));
      },
    };
  });

  it('sends a scheduled batch by itself, and keeps events the network lost for the next send', async () => {
    const guest = await guestSessionCreate(test.db);
    let offline = true;
    const scheduled: (() => void)[] = [];
    const client = createHttpClient({
      baseUrl: '',
      context: { token: () => guest.token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => (offline ? Promise.reject(new Error('offline')) : Promise.resolve(app.request(url, init))),
    });
    const sink = httpAnalyticsSink({ client, clock, ids, schedule: (send) => void scheduled.push(send) });
    sink.track({ name: 'view_item', object_id: 'lost-then-sent', value: null, quantity: null });
    expect(scheduled).toHaveLength(1);
    await sink.flush();
    offline = false;
    await sink.flush();
    const listed = await call(app, 'GET', `${DEV_API_PATHS.devAnalyticsEvents}?object_id=lost-then-sent`);
    expect((listed.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it('drops a batch the server refuses (no session) without throwing', async () => {
    const sink = httpAnalyticsSink({ client: clientFor(null), clock, ids, schedule: () => undefined });
    sink.track({ name: 'view_item', object_id: 'refused', value: null, quantity: null });
    await expect(sink.flush()).resolves.toBeUndefined();
  });
});
