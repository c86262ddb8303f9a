import { createActor, type SimulatedClock } from 'xstate';
import {
  TRACKING_EVENTS_MAX_DEFAULT,
  TrackingSessionSchema,
  trackingQueueAdd,
  trackingSendActor,
  trackingSessionEnd,
  trackingSessionMachine,
  trackingShouldStartNew,
  type KeyValueStore,
  type TrackingSender,
  type TrackingSession,
} from '@modavi/core';
import type { TrackingNote } from './tracking-buffer';

/** Local storage keys of this runtime: the unsent queue, and the running session while the page is hidden. */
export const TRACKING_STORAGE_KEYS = {
  queue: 'trackingQueue',
  open: 'trackingOpen',
} as const;

/**
 * Activity only restarts the 10-minute idle timer, so one note in 15 seconds is plenty; scrolls
 * fire dozens of times a second and would each restart the machine's timer.
 */
export const TRACKING_ACTIVITY_THROTTLE_MS = 15_000;

export interface TrackingRuntimeDeps {
  readonly sender: TrackingSender;
  readonly local: KeyValueStore;
  readonly now: () => number;
  readonly newId: () => string;
  /** What a new session records about the visit (spec section 3). */
  readonly visit: () => {
    userId: string | null;
    deviceId: string;
    osVersion: string;
    appVersion: string;
    area: string;
    language: string;
  };
  /** Tests run the machine's timers on a simulated clock. */
  readonly clock?: SimulatedClock;
}

const parseSessions = (raw: string | null): TrackingSession[] => {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? list.flatMap((item) => {
          const parsed = TrackingSessionSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
  } catch {
    return [];
  }
};

/**
 * The queue left by the last page: the unsent sessions, plus the session that was running when
 * the page was hidden for the last time (the tab was closed), ended as 'background' then.
 */
export function trackingQueueRestore(local: KeyValueStore): TrackingSession[] {
  let queue = parseSessions(local.get(TRACKING_STORAGE_KEYS.queue));
  const [open] = parseSessions(local.get(TRACKING_STORAGE_KEYS.open));
  if (open) {
    const ended = trackingSessionEnd(open, 'background', open.ended_at ?? open.started_at);
    if (ended.send) queue = trackingQueueAdd(queue, ended.session);
    local.remove(TRACKING_STORAGE_KEYS.open);
  }
  return queue;
}

/** Runs core's tracking-session machine for this visit and answers the buffer's deliver function. */
export function trackingRuntimeCreate(deps: TrackingRuntimeDeps): (note: TrackingNote) => void {
  const machine = trackingSessionMachine.provide({
    actors: { trackingSend: trackingSendActor(deps.sender) },
  });
  const restored = trackingQueueRestore(deps.local);
  const actor = createActor(machine, {
    input: { cap: TRACKING_EVENTS_MAX_DEFAULT, queue: restored },
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  let savedQueue: readonly TrackingSession[] | null = null;
  actor.subscribe((snapshot) => {
    const { queue, session } = snapshot.context;
    if (queue !== savedQueue) {
      savedQueue = queue;
      if (queue.length > 0) deps.local.set(TRACKING_STORAGE_KEYS.queue, JSON.stringify(queue));
      else deps.local.remove(TRACKING_STORAGE_KEYS.queue);
    }
    if (session === null) deps.local.remove(TRACKING_STORAGE_KEYS.open);
  });
  actor.start();
  // What the last page could not deliver (a send cut short by a logout's reload, a closed tab) goes now, not in 10 minutes.
  if (restored.length > 0) actor.send({ type: 'tracking.flush' });
  let lastActivity = Number.NEGATIVE_INFINITY;

  const start = (at: number) => ({
    ...deps.visit(),
    sessionId: deps.newId(),
    now: at,
  });
  /** A session for something the visitor did: the running one, or a new one after the inactivity gap or an end. */
  const sessionEnsure = (at: number) => {
    const { session, lastActivity: last } = actor.getSnapshot().context;
    if (session === null) actor.send({ type: 'tracking.start', start: start(at) });
    else if (trackingShouldStartNew(last, at)) actor.send({ type: 'tracking.newSession', start: start(at) });
  };

  return (note) => {
    const at = note.at;
    switch (note.kind) {
      case 'event':
        sessionEnsure(at);
        actor.send({
          type: 'tracking.event',
          event: {
            event_id: deps.newId(),
            type: note.type,
            timestamp: at,
            object_id: note.objectId,
            metadata: note.metadata,
          },
        });
        return;
      case 'activity':
        if (at - lastActivity < TRACKING_ACTIVITY_THROTTLE_MS) return;
        lastActivity = at;
        sessionEnsure(at);
        actor.send({ type: 'tracking.activity', at });
        return;
      case 'hidden': {
        actor.send({ type: 'tracking.hidden', at });
        const { session } = actor.getSnapshot().context;
        // If the tab is closed now, the next page ends this session as 'background' (trackingQueueRestore).
        if (session) deps.local.set(TRACKING_STORAGE_KEYS.open, JSON.stringify([{ ...session, ended_at: at }]));
        actor.send({ type: 'tracking.flush' });
        return;
      }
      case 'visible':
        deps.local.remove(TRACKING_STORAGE_KEYS.open);
        actor.send({ type: 'tracking.visible', at });
        return;
      case 'orderSuccess':
        actor.send({ type: 'tracking.orderSuccess', at });
        return;
      case 'logout':
        actor.send({ type: 'tracking.logout', at });
        return;
    }
  };
}
