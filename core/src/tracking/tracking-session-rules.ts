import * as z from 'zod/mini';
import { trackingEventSame, trackingEventsDedupe, type TrackingEvent } from './tracking-event.js';
import { TRACKING_SESSION_MIN_EVENTS, trackingEventsCap } from './tracking-limits.js';
import type { TrackingSession } from './tracking-session.js';

/** Spec section 4: why a session ended. */
export const TrackingEndReasonSchema = z.enum(['idle', 'background', 'order_success', 'logout', 'new_session', 'manual']);
export type TrackingEndReason = z.infer<typeof TrackingEndReasonSchema>;

/** Spec: only a session that ended in an order success is not sent (it is cleared locally). */
export const TRACKING_END_REASONS_UNSENT: readonly TrackingEndReason[] = ['order_success'];

/**
 * Records an event: an adjacent duplicate (same type and object as the last event) is
 * dropped, and past the cap the oldest events go (TRACKING_CAP_POLICY). An ended session is
 * returned unchanged: it is already queued for sending as it was.
 */
export function trackingEventAppend(session: TrackingSession, event: TrackingEvent, cap?: number): TrackingSession {
  if (session.ended_at != null) return session;
  const last = session.events[session.events.length - 1];
  if (last !== undefined && trackingEventSame(last, event)) return session;
  const limit = trackingEventsCap(cap);
  return { ...session, events: [...session.events, event].slice(-limit) };
}

/** Whether an ended session goes to the server: not converted, and with enough events. */
export const trackingSessionSendable = (session: TrackingSession): boolean =>
  session.ended_at != null &&
  session.conversion_status !== 'order_success' &&
  trackingEventsDedupe(session.events).length >= TRACKING_SESSION_MIN_EVENTS;

export interface TrackingSessionEnded {
  /** false: clear the session locally instead of sending it. */
  readonly send: boolean;
  readonly session: TrackingSession;
}

/**
 * Ends a session at `now` (never before it started). An order success converts it and it is
 * not sent; any other end sends it, provided it holds at least TRACKING_SESSION_MIN_EVENTS
 * events. A session already ended keeps its first end time.
 */
export function trackingSessionEnd(session: TrackingSession, reason: TrackingEndReason, now: number): TrackingSessionEnded {
  const endedAt = session.ended_at ?? (Number.isFinite(now) ? Math.max(now, session.started_at) : session.started_at);
  const ended: TrackingSession = {
    ...session,
    ended_at: endedAt,
    events: trackingEventsDedupe(session.events),
    conversion_status: reason === 'order_success' ? 'order_success' : session.conversion_status,
  };
  const send = !TRACKING_END_REASONS_UNSENT.includes(reason) && trackingSessionSendable(ended);
  return { send, session: ended };
}

/** The sessions of a local queue that should be sent now, each with adjacent duplicates removed. */
export function trackingSessionsToSend(sessions: readonly TrackingSession[]): TrackingSession[] {
  return sessions
    .filter(trackingSessionSendable)
    .map((session) => ({ ...session, events: trackingEventsDedupe(session.events) }));
}

/** Adds an ended session to the queue; queuing the same session id twice keeps one copy (the newer). */
export const trackingQueueAdd = (queue: readonly TrackingSession[], session: TrackingSession): TrackingSession[] => [
  ...queue.filter((queued) => queued.session_id !== session.session_id),
  session,
];

/** The queue without the sessions the server accepted. */
export function trackingQueueWithout(queue: readonly TrackingSession[], sent: readonly TrackingSession[]): TrackingSession[] {
  const ids = new Set(sent.map((session) => session.session_id));
  return queue.filter((session) => !ids.has(session.session_id));
}
