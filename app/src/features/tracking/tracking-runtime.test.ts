import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { memoryKeyValueStore } from '@modavi/adapters';
import {
  TRACKING_BACKGROUND_TIMEOUT_MS,
  TRACKING_IDLE_TIMEOUT_MS,
  err,
  gatewayError,
  ok,
  trackingRetryDelay,
  type TrackingSession,
} from '@modavi/core';
import { trackingBuffer, type TrackingNote } from './tracking-buffer';
import { TRACKING_ACTIVITY_THROTTLE_MS, TRACKING_STORAGE_KEYS, trackingRuntimeCreate } from './tracking-runtime';

const T0 = 1_740_794_400_000;

/** The runtime on a simulated clock, with a sender that fails `failures` times then delivers. */
function runtime(
  options: {
    failures?: number;
    local?: ReturnType<typeof memoryKeyValueStore>;
  } = {},
) {
  const clock = new SimulatedClock();
  const local = options.local ?? memoryKeyValueStore();
  let failures = options.failures ?? 0;
  let ids = 0;
  const sent: TrackingSession[][] = [];
  const deliver = trackingRuntimeCreate({
    sender: {
      send: async (sessions) => {
        sent.push([...sessions]);
        if (failures > 0) {
          failures -= 1;
          return err(gatewayError('SERVER', { status: 500 }));
        }
        return ok(undefined);
      },
    },
    local,
    now: () => T0 + clock.now(),
    newId: () => `id-${(ids += 1)}`,
    visit: () => ({
      userId: null,
      deviceId: 'device-1',
      osVersion: 'Web Test',
      appVersion: '0.1.0',
      area: 'VN',
      language: 'vi',
    }),
    clock,
  });
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  const at = () => T0 + clock.now();
  return {
    sent,
    local,
    note: (note: Omit<TrackingNote, 'at'>) => deliver({ ...note, at: at() } as TrackingNote),
    view: (objectId: string) =>
      deliver({
        kind: 'event',
        type: 'view_item',
        objectId,
        metadata: null,
        at: at(),
      }),
    advance: async (ms: number) => {
      clock.increment(ms);
      await settle();
    },
    settle,
    queued: (): TrackingSession[] => JSON.parse(local.get(TRACKING_STORAGE_KEYS.queue) ?? '[]'),
  };
}

describe('tracking runtime', () => {
  it('starts a session on the first event with the visit, and sends it after 10 idle minutes', async () => {
    const r = runtime();
    r.view('p1');
    r.view('p1');
    r.view('p2');
    await r.advance(TRACKING_IDLE_TIMEOUT_MS);
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]?.[0]).toMatchObject({
      device_id: 'device-1',
      os_version: 'Web Test',
      area: 'VN',
      language: 'vi',
      user_id: null,
    });
    expect(r.sent[0]?.[0]?.events.map((e) => e.object_id)).toEqual(['p1', 'p2']);
    expect(r.queued()).toEqual([]);
  });

  it('keeps the unsent queue in local storage through failed attempts and a reload, then sends it', async () => {
    const r = runtime({ failures: 3 });
    r.view('p1');
    r.view('p2');
    r.note({ kind: 'logout' });
    await r.settle();
    await r.advance(trackingRetryDelay(1));
    await r.advance(trackingRetryDelay(2));
    expect(r.sent).toHaveLength(3);
    expect(r.queued().map((s) => s.session_id)).toEqual(['id-1']);
    // The next page starts from what was stored and sends it as soon as it loads.
    const next = runtime({ local: r.local });
    await next.settle();
    expect(next.sent.map((batch) => batch.map((s) => s.session_id))).toEqual([['id-1']]);
    expect(next.queued()).toEqual([]);
  });

  it('flushes on hidden, ends after 5 minutes in the background, and restores a session a closed tab left open', async () => {
    const r = runtime();
    r.view('p1');
    r.view('p2');
    r.note({ kind: 'hidden' });
    expect(JSON.parse(r.local.get(TRACKING_STORAGE_KEYS.open) ?? '[]')).toHaveLength(1);
    // The tab is closed here: the next page ends the open session as 'background' and sends it.
    const next = runtime({ local: r.local });
    await next.settle();
    expect(next.sent.map((batch) => batch.map((s) => s.session_id))).toEqual([['id-1']]);
    // The first page, had it stayed: the background end after 5 minutes.
    await r.advance(TRACKING_BACKGROUND_TIMEOUT_MS);
    expect(r.sent).toHaveLength(1);
    expect(r.local.get(TRACKING_STORAGE_KEYS.open)).toBeNull();
  });

  it('does not send a session that ended in an order success, and the next event opens a new one', async () => {
    const r = runtime();
    r.view('p1');
    r.view('p2');
    r.note({ kind: 'orderSuccess' });
    r.view('p3');
    r.view('p4');
    r.note({ kind: 'logout' });
    await r.settle();
    expect(r.sent.map((batch) => batch.map((s) => s.events.map((e) => e.object_id)))).toEqual([[['p3', 'p4']]]);
  });

  it('throttles activity and starts a new session after the inactivity gap', async () => {
    const r = runtime();
    r.view('p1');
    r.note({ kind: 'activity' });
    r.note({ kind: 'activity' });
    await r.advance(TRACKING_ACTIVITY_THROTTLE_MS - 1);
    r.note({ kind: 'activity' });
    r.view('p2');
    await r.advance(TRACKING_IDLE_TIMEOUT_MS + 1);
    r.view('p3');
    r.view('p4');
    r.note({ kind: 'logout' });
    await r.settle();
    expect(r.sent.flat().map((s) => s.events.map((e) => e.object_id))).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
  });
});

describe('tracking buffer', () => {
  it('keeps notes until woken, loads once, then replays them in order and delivers the rest directly', async () => {
    const delivered: string[] = [];
    const load = vi.fn(async () => (note: TrackingNote) => void delivered.push(note.kind === 'event' ? (note.objectId ?? '') : note.kind));
    const buffer = trackingBuffer(load);
    buffer.note({
      kind: 'event',
      type: 'page_view',
      objectId: '/',
      metadata: null,
      at: 1,
    });
    buffer.note({ kind: 'hidden', at: 2 });
    expect(load).not.toHaveBeenCalled();
    buffer.wake();
    buffer.wake();
    buffer.note({ kind: 'visible', at: 3 });
    await Promise.resolve();
    await Promise.resolve();
    buffer.note({ kind: 'logout', at: 4 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(delivered).toEqual(['/', 'hidden', 'visible', 'logout']);
  });

  it('keeps only the latest notes before the runtime loads, and forgets them if it fails to load', async () => {
    const buffer = trackingBuffer(() => Promise.reject(new Error('offline')));
    for (let i = 0; i < 100; i += 1) buffer.note({ kind: 'activity', at: i });
    buffer.wake();
    await Promise.resolve();
    buffer.note({ kind: 'activity', at: 101 });
  });
});
