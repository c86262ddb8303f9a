import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { gatewayError, type GatewayError } from '../ports/gateway-error.js';
import { err, ok, type Result } from '../shared/result.js';
import {
  TRACKING_AUTO_SEND_INTERVAL_MS,
  TRACKING_BACKGROUND_TIMEOUT_MS,
  TRACKING_IDLE_TIMEOUT_MS,
  TRACKING_SEND_MAX_ATTEMPTS,
  trackingRetryDelay,
} from './tracking-limits.js';
import type { TrackingSession } from './tracking-session.js';
import { trackingSendActor, trackingSessionMachine, type TrackingSessionMachineEvent } from './tracking-session.machine.js';
import { makeTrackingEvent, makeTrackingSession, makeTrackingSessionStart, TRACKING_T0 } from '../testing/tracking-factories.js';

type Snapshot = SnapshotFrom<typeof trackingSessionMachine>;
type SendResult = Result<void, GatewayError>;

const FAILED: SendResult = err(gatewayError('SERVER', { status: 500 }));
const start = (sessionId = 'session-1', now = TRACKING_T0) =>
  ({ type: 'tracking.start', start: makeTrackingSessionStart({ sessionId, now }) }) as const;
const view = (n: number) =>
  ({
    type: 'tracking.event',
    event: makeTrackingEvent({ event_id: `e-${n}`, object_id: `product-${n}`, timestamp: TRACKING_T0 + n * 1_000 }),
  }) as const;

/** Runs the machine on a simulated clock with a sender answering from a script (then ok). */
function trackingDriver(script: SendResult[] = [], input: { queue?: TrackingSession[] } = {}) {
  const clock = new SimulatedClock();
  const sent: string[][] = [];
  const received: TrackingSession[] = [];
  const sender = {
    send: async (sessions: readonly TrackingSession[]) => {
      sent.push(sessions.map((s) => s.session_id));
      received.push(...sessions);
      return script.shift() ?? ok(undefined);
    },
  };
  const machine = trackingSessionMachine.provide({ actors: { trackingSend: trackingSendActor(sender) } });
  const actor = createActor(machine, { clock, input: { cap: 100, ...input } }).start();
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return {
    sent,
    received,
    send: (event: TrackingSessionMachineEvent) => actor.send(event),
    /** Starts a session and records `n` distinct product views. */
    browse: (n = 2, sessionId = 'session-1') => {
      actor.send(start(sessionId));
      for (let i = 1; i <= n; i += 1) actor.send(view(i));
    },
    advance: async (ms: number) => {
      clock.increment(ms);
      await settle();
    },
    settle,
    context: () => actor.getSnapshot().context,
    expectState: (value: unknown) => expect(actor.getSnapshot().value).toEqual(value),
  };
}

const at = (snapshot: Snapshot, ...events: TrackingSessionMachineEvent[]): Snapshot =>
  events.reduce((s, event) => transition(trackingSessionMachine, s, event)[0], snapshot);
const initial = () => initialTransition(trackingSessionMachine, { cap: 100 })[0];

describe('tracking-session machine: refused events', () => {
  it('records nothing before a session starts', () => {
    const next = at(
      initial(),
      view(1),
      { type: 'tracking.end', at: TRACKING_T0 },
      { type: 'tracking.orderSuccess', at: TRACKING_T0 },
    );
    expect(next.value).toEqual({ session: 'none', sender: 'waiting' });
    expect(next.context.session).toBeNull();
    expect(next.context.queue).toEqual([]);
  });

  it('ignores a second start while a session runs (a new session needs tracking.newSession)', () => {
    const running = at(initial(), start('session-1'), view(1));
    const next = at(running, start('session-2'));
    expect(next.context.session?.session_id).toBe('session-1');
    expect(next.context.session?.events).toHaveLength(1);
  });

  it('does not send while nothing sendable is queued', () => {
    const next = at(at(initial(), start(), view(1)), { type: 'tracking.end', at: TRACKING_T0 + 5 }, { type: 'tracking.flush' });
    expect(next.value).toEqual({ session: 'none', sender: 'waiting' });
    expect(next.context.queue).toEqual([]);
  });
});

describe('tracking-session machine: ends', () => {
  it.each([
    ['logout', { type: 'tracking.logout', at: TRACKING_T0 + 9_000 }],
    ['manual', { type: 'tracking.end', at: TRACKING_T0 + 9_000 }],
  ] as const)('ends on %s and queues the session for sending', (_reason, event) => {
    const next = at(initial(), start(), view(1), view(2), event);
    expect(next.value).toEqual({ session: 'none', sender: 'sending' });
    expect(next.context.batch.map((s) => s.ended_at)).toEqual([TRACKING_T0 + 9_000]);
  });

  it('on an order success converts the session and clears it without sending', () => {
    const next = at(initial(), start(), view(1), view(2), { type: 'tracking.orderSuccess', at: TRACKING_T0 + 9_000 });
    expect(next.value).toEqual({ session: 'none', sender: 'waiting' });
    expect(next.context.session).toBeNull();
    expect(next.context.queue).toEqual([]);
  });

  it('on a new session queues the old one and runs the new one', () => {
    const next = at(initial(), start('old'), view(1), view(2), {
      type: 'tracking.newSession',
      start: makeTrackingSessionStart({ sessionId: 'new', now: TRACKING_T0 + 60_000 }),
    });
    expect(next.context.session).toMatchObject({ session_id: 'new', events: [] });
    expect(next.context.batch.map((s) => [s.session_id, s.ended_at])).toEqual([['old', TRACKING_T0 + 60_000]]);
  });

  it('ends for idleness after 10 minutes without activity, dated at the last activity', async () => {
    const driver = trackingDriver();
    driver.browse(2);
    await driver.advance(TRACKING_IDLE_TIMEOUT_MS - 1);
    driver.expectState({ session: { running: 'foreground' }, sender: 'waiting' });
    await driver.advance(1);
    expect(driver.sent).toEqual([['session-1']]);
    expect(driver.received[0]?.ended_at).toBe(view(2).event.timestamp);
    driver.expectState({ session: 'none', sender: 'waiting' });
  });

  it('restarts the idle timer on every event and on activity', async () => {
    const driver = trackingDriver();
    driver.browse(1);
    await driver.advance(TRACKING_IDLE_TIMEOUT_MS - 1_000);
    driver.send(view(2));
    await driver.advance(TRACKING_IDLE_TIMEOUT_MS - 1_000);
    driver.send({ type: 'tracking.activity', at: TRACKING_T0 + 1_000_000 });
    await driver.advance(TRACKING_IDLE_TIMEOUT_MS - 1_000);
    driver.expectState({ session: { running: 'foreground' }, sender: 'waiting' });
    expect(driver.context().lastActivity).toBe(TRACKING_T0 + 1_000_000);
  });

  it('ends after 5 minutes in the background, dated when the app was hidden', async () => {
    const driver = trackingDriver([]);
    driver.browse(2);
    driver.send({ type: 'tracking.hidden', at: TRACKING_T0 + 30_000 });
    await driver.advance(TRACKING_BACKGROUND_TIMEOUT_MS - 1);
    expect(driver.sent).toEqual([]);
    await driver.advance(1);
    expect(driver.sent).toEqual([['session-1']]);
    expect(driver.received[0]?.ended_at).toBe(TRACKING_T0 + 30_000);
    expect(driver.context().queue).toEqual([]);
  });

  it('keeps the session when the app comes back within 5 minutes', async () => {
    const driver = trackingDriver();
    driver.browse(2);
    driver.send({ type: 'tracking.hidden', at: TRACKING_T0 + 30_000 });
    await driver.advance(TRACKING_BACKGROUND_TIMEOUT_MS - 1);
    driver.send({ type: 'tracking.visible', at: TRACKING_T0 + 330_000 });
    await driver.advance(TRACKING_BACKGROUND_TIMEOUT_MS);
    driver.expectState({ session: { running: 'foreground' }, sender: 'waiting' });
    expect(driver.sent).toEqual([]);
  });

  it('drops a session of fewer than 2 events instead of queueing it', async () => {
    const driver = trackingDriver();
    driver.browse(1);
    await driver.advance(TRACKING_IDLE_TIMEOUT_MS);
    expect(driver.sent).toEqual([]);
    expect(driver.context().queue).toEqual([]);
  });
});

describe('tracking-session machine: sending', () => {
  it('retries with exponential delay and empties the queue on success', async () => {
    const driver = trackingDriver([FAILED, FAILED]);
    driver.browse(2);
    driver.send({ type: 'tracking.end', at: TRACKING_T0 + 5_000 });
    await driver.settle();
    expect(driver.sent).toHaveLength(1);
    driver.expectState({ session: 'none', sender: 'retrying' });
    await driver.advance(trackingRetryDelay(1) - 1);
    expect(driver.sent).toHaveLength(1);
    await driver.advance(1);
    expect(driver.sent).toHaveLength(2);
    await driver.advance(trackingRetryDelay(2));
    expect(driver.sent).toHaveLength(3);
    expect(driver.context().queue).toEqual([]);
    driver.expectState({ session: 'none', sender: 'waiting' });
  });

  it(`after ${TRACKING_SEND_MAX_ATTEMPTS} failed attempts keeps the session for the next auto-send`, async () => {
    const driver = trackingDriver([FAILED, FAILED, FAILED]);
    driver.browse(2);
    driver.send({ type: 'tracking.end', at: TRACKING_T0 + 5_000 });
    await driver.settle();
    await driver.advance(trackingRetryDelay(1));
    await driver.advance(trackingRetryDelay(2));
    expect(driver.sent).toHaveLength(TRACKING_SEND_MAX_ATTEMPTS);
    driver.expectState({ session: 'none', sender: 'waiting' });
    expect(driver.context().queue.map((s) => s.session_id)).toEqual(['session-1']);
    await driver.advance(TRACKING_AUTO_SEND_INTERVAL_MS);
    expect(driver.sent).toHaveLength(TRACKING_SEND_MAX_ATTEMPTS + 1);
    expect(driver.context().queue).toEqual([]);
  });

  it('treats a sender that rejects like a failed attempt', async () => {
    const clock = new SimulatedClock();
    const machine = trackingSessionMachine.provide({
      actors: { trackingSend: trackingSendActor({ send: () => Promise.reject(new Error('offline')) }) },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send(start());
    actor.send(view(1));
    actor.send(view(2));
    actor.send({ type: 'tracking.logout', at: TRACKING_T0 + 5_000 });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(actor.getSnapshot().value).toEqual({ session: 'none', sender: 'retrying' });
    expect(actor.getSnapshot().context.failures).toBe(1);
  });

  it('sends sessions restored from storage at the first auto-send', async () => {
    const restored = makeTrackingSession({
      session_id: 'restored',
      ended_at: TRACKING_T0,
      events: [view(1).event, view(2).event],
    });
    const driver = trackingDriver([], { queue: [restored] });
    await driver.advance(TRACKING_AUTO_SEND_INTERVAL_MS - 1);
    expect(driver.sent).toEqual([]);
    await driver.advance(1);
    expect(driver.sent).toEqual([['restored']]);
  });

  it('sends a session that ended during a send right after that send', async () => {
    let release: (result: SendResult) => void = () => undefined;
    const sent: string[][] = [];
    const machine = trackingSessionMachine.provide({
      actors: {
        trackingSend: trackingSendActor({
          send: (sessions) => {
            sent.push(sessions.map((s) => s.session_id));
            return new Promise((resolve) => (release = resolve));
          },
        }),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock() }).start();
    actor.send(start('first'));
    actor.send(view(1));
    actor.send(view(2));
    actor.send({
      type: 'tracking.newSession',
      start: makeTrackingSessionStart({ sessionId: 'second', now: TRACKING_T0 + 10_000 }),
    });
    actor.send(view(3));
    actor.send(view(4));
    actor.send({ type: 'tracking.end', at: TRACKING_T0 + 20_000 });
    expect(sent).toEqual([['first']]);
    release(ok(undefined));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(sent).toEqual([['first'], ['second']]);
  });
});

describe('tracking-session machine: graph', () => {
  it('reaches every state', () => {
    const events = (snapshot: Snapshot): TrackingSessionMachineEvent[] => {
      const afterEvents = [
        'trackingIdleTimeout',
        'trackingBackgroundTimeout',
        'trackingAutoSendInterval',
        'trackingRetryDelay',
      ].flatMap((delay) => snapshot._nodes.map((node) => ({ type: `xstate.after.${delay}.${node.id}` })));
      const childEvents = Object.keys(snapshot.children).flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: ok(undefined) },
        { type: `xstate.done.actor.${id}`, output: FAILED },
        { type: `xstate.error.actor.${id}`, error: new Error('offline') },
      ]);
      return [
        start(),
        view(1),
        view(2),
        { type: 'tracking.hidden', at: TRACKING_T0 + 5_000 },
        { type: 'tracking.visible', at: TRACKING_T0 + 6_000 },
        { type: 'tracking.end', at: TRACKING_T0 + 7_000 },
        { type: 'tracking.flush' },
        ...(afterEvents as unknown as TrackingSessionMachineEvent[]),
        ...(childEvents as unknown as TrackingSessionMachineEvent[]),
      ];
    };
    const paths = getShortestPaths(trackingSessionMachine, {
      input: { cap: 2 },
      events,
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.session?.events.length ?? -1, s.context.queue.length, s.context.failures]),
    });
    const reached = new Set(paths.flatMap((path) => path.state._nodes.map((node) => node.id)));
    const all = getStateNodes(trackingSessionMachine).map((node) => node.id);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe('tracking-session machine: every end on the clock', () => {
  it.each([
    ['logout', { type: 'tracking.logout', at: TRACKING_T0 + 9_000 }],
    ['manual', { type: 'tracking.end', at: TRACKING_T0 + 9_000 }],
    ['new session', { type: 'tracking.newSession', start: makeTrackingSessionStart({ sessionId: 'next', now: TRACKING_T0 + 9_000 }) }],
  ] as const)('sends at once on %s, ended then', async (_reason, event) => {
    const driver = trackingDriver();
    driver.browse(2);
    driver.send(event);
    await driver.settle();
    expect(driver.sent).toEqual([['session-1']]);
    expect(driver.received[0]?.ended_at).toBe(TRACKING_T0 + 9_000);
    expect(driver.context().queue).toEqual([]);
  });

  it('never sends a session that ended in an order success, not even at the next auto-sends', async () => {
    const driver = trackingDriver();
    driver.browse(3);
    driver.send({ type: 'tracking.orderSuccess', at: TRACKING_T0 + 9_000 });
    await driver.advance(TRACKING_AUTO_SEND_INTERVAL_MS * 2);
    expect(driver.sent).toEqual([]);
    driver.expectState({ session: 'none', sender: 'waiting' });
  });

  it(`auto-sends every 10 minutes while the endpoint fails, ${TRACKING_SEND_MAX_ATTEMPTS} attempts a round`, async () => {
    const rounds = TRACKING_SEND_MAX_ATTEMPTS * 2;
    const driver = trackingDriver(Array.from({ length: rounds }, () => FAILED));
    driver.browse(2);
    driver.send({ type: 'tracking.end', at: TRACKING_T0 + 5_000 });
    await driver.settle();
    await driver.advance(trackingRetryDelay(1));
    await driver.advance(trackingRetryDelay(2));
    expect(driver.sent).toHaveLength(TRACKING_SEND_MAX_ATTEMPTS);
    await driver.advance(TRACKING_AUTO_SEND_INTERVAL_MS);
    await driver.advance(trackingRetryDelay(1));
    await driver.advance(trackingRetryDelay(2));
    expect(driver.sent).toHaveLength(rounds);
    expect(driver.context().queue.map((s) => s.session_id)).toEqual(['session-1']);
    await driver.advance(TRACKING_AUTO_SEND_INTERVAL_MS);
    expect(driver.sent).toHaveLength(rounds + 1);
    expect(driver.context().queue).toEqual([]);
  });
});
