import { assign, fromPromise, raise, setup } from 'xstate';
import type { GatewayError } from '../ports/gateway-error.js';
import type { Result } from '../shared/result.js';
import type { TrackingEvent } from './tracking-event.js';
import {
  TRACKING_AUTO_SEND_INTERVAL_MS,
  TRACKING_BACKGROUND_TIMEOUT_MS,
  TRACKING_IDLE_TIMEOUT_MS,
  trackingEventsCap,
  trackingRetryDelay,
  trackingSendCanRetry,
} from './tracking-limits.js';
import type { TrackingSender } from './tracking-sender.js';
import { trackingSessionStart, type TrackingSession, type TrackingSessionStart } from './tracking-session.js';
import {
  trackingEventAppend,
  trackingQueueAdd,
  trackingQueueWithout,
  trackingSessionEnd,
  trackingSessionsToSend,
  type TrackingEndReason,
} from './tracking-session-rules.js';

/**
 * Events the app sends. Times (`at`, `start.now`, `event.timestamp`) are epoch milliseconds
 * from the app's Clock: the machine never reads the time itself.
 */
export type TrackingSessionMachineEvent =
  | { readonly type: 'tracking.start'; readonly start: TrackingSessionStart }
  | { readonly type: 'tracking.event'; readonly event: TrackingEvent }
  /** A tap or scroll that is not itself tracked but shows the visitor is there. */
  | { readonly type: 'tracking.activity'; readonly at: number }
  | { readonly type: 'tracking.hidden'; readonly at: number }
  | { readonly type: 'tracking.visible'; readonly at: number }
  | { readonly type: 'tracking.orderSuccess'; readonly at: number }
  | { readonly type: 'tracking.logout'; readonly at: number }
  /** Ends the running session (reason new_session) and opens this one. */
  | { readonly type: 'tracking.newSession'; readonly start: TrackingSessionStart }
  /** Ends the running session on request (reason manual). */
  | { readonly type: 'tracking.end'; readonly at: number }
  /** Sends the queue now (e.g. before the page unloads) instead of at the next auto-send. */
  | { readonly type: 'tracking.flush' };

export interface TrackingSessionMachineContext {
  readonly session: TrackingSession | null;
  /** Ended sessions waiting to be sent; the app persists it so a failed send survives a reload. */
  readonly queue: readonly TrackingSession[];
  /** The batch of the send in flight. */
  readonly batch: readonly TrackingSession[];
  readonly cap: number;
  readonly lastActivity: number;
  readonly hiddenAt: number | null;
  /** Failed attempts of the current send round. */
  readonly failures: number;
}

export interface TrackingSessionMachineInput {
  /** Events kept per session; TRACKING_EVENTS_MAX_DEFAULT unless the app shell sets one. */
  readonly cap?: number;
  /** Sessions restored from local storage that were not delivered yet. */
  readonly queue?: readonly TrackingSession[];
}

export interface TrackingSendInput {
  readonly sessions: readonly TrackingSession[];
}

/** The `trackingSend` actor for a TrackingSender: `machine.provide({ actors: { trackingSend: trackingSendActor(sender) } })`. */
export const trackingSendActor = (sender: TrackingSender) =>
  fromPromise<Result<void, GatewayError>, TrackingSendInput>(({ input }) => sender.send(input.sessions));

interface CloseParams {
  readonly reason: TrackingEndReason;
  readonly at: number;
}

/**
 * One visitor's tracking sessions (spec sections 4, 7, 9), as two parallel regions:
 * `session` runs the current session until it ends (idle, background, order success, logout,
 * new session, manual), and `sender` delivers ended sessions right away, then every
 * auto-send interval, with up to TRACKING_SEND_MAX_ATTEMPTS attempts per round; a round that
 * fails keeps the sessions queued for the next one. The timers are XState delays (the app's
 * actor system runs them; tests use a simulated clock) and the delivery is the `trackingSend`
 * placeholder actor.
 */
export const trackingSessionMachine = setup({
  types: {
    context: {} as TrackingSessionMachineContext,
    events: {} as TrackingSessionMachineEvent,
    input: {} as TrackingSessionMachineInput | undefined,
  },
  actors: {
    trackingSend: fromPromise<Result<void, GatewayError>, TrackingSendInput>(async () => {
      throw new Error('trackingSend is a placeholder: provide it with trackingSendActor(sender)');
    }),
  },
  delays: {
    trackingIdleTimeout: TRACKING_IDLE_TIMEOUT_MS,
    trackingBackgroundTimeout: TRACKING_BACKGROUND_TIMEOUT_MS,
    trackingAutoSendInterval: TRACKING_AUTO_SEND_INTERVAL_MS,
    trackingRetryDelay: ({ context }) => trackingRetryDelay(context.failures),
  },
  guards: {
    queueHasSendable: ({ context }) => trackingSessionsToSend(context.queue).length > 0,
    sendDelivered: (_, params: { readonly result: Result<void, GatewayError> }) => params.result.ok,
    sendCanRetry: ({ context }) => trackingSendCanRetry(context.failures + 1),
  },
  actions: {
    sessionOpen: assign((_, params: { readonly start: TrackingSessionStart }) => ({
      session: trackingSessionStart(params.start),
      lastActivity: params.start.now,
      hiddenAt: null,
    })),
    sessionClose: assign(({ context }, params: CloseParams) => {
      if (context.session === null) return {};
      const ended = trackingSessionEnd(context.session, params.reason, params.at);
      return { session: null, queue: ended.send ? trackingQueueAdd(context.queue, ended.session) : context.queue };
    }),
    eventRecord: assign(({ context }, params: { readonly event: TrackingEvent }) => ({
      session: context.session && trackingEventAppend(context.session, params.event, context.cap),
      lastActivity: Math.max(context.lastActivity, params.event.timestamp),
    })),
    activityTouch: assign(({ context }, params: { readonly at: number }) => ({
      lastActivity: Math.max(context.lastActivity, params.at),
    })),
    hiddenMark: assign((_, params: { readonly at: number }) => ({ hiddenAt: params.at })),
    flushRequest: raise({ type: 'tracking.flush' }),
    batchTake: assign(({ context }) => ({ batch: trackingSessionsToSend(context.queue) })),
    batchDelivered: assign(({ context }) => ({
      queue: trackingQueueWithout(context.queue, context.batch),
      batch: [],
      failures: 0,
    })),
    attemptFailed: assign(({ context }) => ({ failures: context.failures + 1 })),
    roundGiveUp: assign({ batch: [], failures: 0 }),
  },
}).createMachine({
  id: 'trackingSession',
  type: 'parallel',
  context: ({ input }) => ({
    session: null,
    queue: [...(input?.queue ?? [])],
    batch: [],
    cap: trackingEventsCap(input?.cap),
    lastActivity: 0,
    hiddenAt: null,
    failures: 0,
  }),
  states: {
    session: {
      initial: 'none',
      states: {
        none: {
          on: {
            'tracking.start': {
              target: 'running',
              actions: { type: 'sessionOpen', params: ({ event }) => ({ start: event.start }) },
            },
            'tracking.newSession': {
              target: 'running',
              actions: { type: 'sessionOpen', params: ({ event }) => ({ start: event.start }) },
            },
          },
        },
        running: {
          initial: 'foreground',
          on: {
            'tracking.orderSuccess': {
              target: 'none',
              actions: { type: 'sessionClose', params: ({ event }) => ({ reason: 'order_success', at: event.at }) },
            },
            'tracking.logout': {
              target: 'none',
              actions: [{ type: 'sessionClose', params: ({ event }) => ({ reason: 'logout', at: event.at }) }, 'flushRequest'],
            },
            'tracking.end': {
              target: 'none',
              actions: [{ type: 'sessionClose', params: ({ event }) => ({ reason: 'manual', at: event.at }) }, 'flushRequest'],
            },
            'tracking.newSession': {
              target: 'running',
              reenter: true,
              actions: [
                { type: 'sessionClose', params: ({ event }) => ({ reason: 'new_session', at: event.start.now }) },
                { type: 'sessionOpen', params: ({ event }) => ({ start: event.start }) },
                'flushRequest',
              ],
            },
          },
          states: {
            foreground: {
              after: {
                // Dated at the last activity: that is when the visitor actually left.
                trackingIdleTimeout: {
                  target: '#trackingSession.session.none',
                  actions: [
                    { type: 'sessionClose', params: ({ context }) => ({ reason: 'idle', at: context.lastActivity }) },
                    'flushRequest',
                  ],
                },
              },
              on: {
                'tracking.event': {
                  target: 'foreground',
                  reenter: true,
                  actions: { type: 'eventRecord', params: ({ event }) => ({ event: event.event }) },
                },
                'tracking.activity': {
                  target: 'foreground',
                  reenter: true,
                  actions: { type: 'activityTouch', params: ({ event }) => ({ at: event.at }) },
                },
                'tracking.hidden': {
                  target: 'background',
                  actions: { type: 'hiddenMark', params: ({ event }) => ({ at: event.at }) },
                },
              },
            },
            background: {
              after: {
                // Dated when the app was hidden, not when the timer fired.
                trackingBackgroundTimeout: {
                  target: '#trackingSession.session.none',
                  actions: [
                    {
                      type: 'sessionClose',
                      params: ({ context }) => ({ reason: 'background', at: context.hiddenAt ?? context.lastActivity }),
                    },
                    'flushRequest',
                  ],
                },
              },
              on: {
                // A push or a background fetch may still log an event; it does not bring the app back.
                'tracking.event': { actions: { type: 'eventRecord', params: ({ event }) => ({ event: event.event }) } },
                'tracking.visible': {
                  target: 'foreground',
                  actions: { type: 'activityTouch', params: ({ event }) => ({ at: event.at }) },
                },
              },
            },
          },
        },
      },
    },
    sender: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            trackingAutoSendInterval: [
              { guard: 'queueHasSendable', target: 'sending' },
              { target: 'waiting', reenter: true },
            ],
          },
          on: {
            'tracking.flush': { guard: 'queueHasSendable', target: 'sending' },
          },
        },
        sending: {
          entry: 'batchTake',
          invoke: {
            src: 'trackingSend',
            input: ({ context }) => ({ sessions: context.batch }),
            onDone: [
              {
                guard: { type: 'sendDelivered', params: ({ event }) => ({ result: event.output }) },
                target: 'waiting',
                // Sessions that ended during the send go out at once rather than at the next auto-send.
                actions: ['batchDelivered', 'flushRequest'],
              },
              { guard: 'sendCanRetry', target: 'retrying', actions: 'attemptFailed' },
              { target: 'waiting', actions: 'roundGiveUp' },
            ],
            onError: [
              { guard: 'sendCanRetry', target: 'retrying', actions: 'attemptFailed' },
              { target: 'waiting', actions: 'roundGiveUp' },
            ],
          },
        },
        retrying: {
          after: { trackingRetryDelay: 'sending' },
        },
      },
    },
  },
});
