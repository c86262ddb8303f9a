import { trackingEventsDedupe } from './tracking-event.js';
import { TRACKING_EVENTS_MAX_APP_SHELL, TRACKING_SESSION_MIN_EVENTS } from './tracking-limits.js';
import type { TrackingSession } from './tracking-session.js';

/**
 * The spec gives no lengths for a session's fields. Ids, versions, codes and event types are
 * short machine strings (a UUID is 36 characters); 200 leaves room for a device fingerprint
 * while a body of junk strings is refused rather than stored.
 */
export const TRACKING_TEXT_MAX = 200;

/** The latest time a session may carry (9999-12-31): anything later is not a real clock, and the database refuses it. */
export const TRACKING_TIME_MAX = 253_402_300_799_999;

const timeOk = (t: number | null | undefined): boolean => t == null || (Number.isFinite(t) && t >= 0 && t <= TRACKING_TIME_MAX);
const textOk = (text: string | null | undefined): boolean => text == null || text.length <= TRACKING_TEXT_MAX;

/** Whether a session's fields are in range: short texts, real times, an end not before the start. */
export function trackingSessionWellFormed(session: TrackingSession): boolean {
  const texts = [
    session.session_id,
    session.user_id,
    session.os_version,
    session.device_id,
    session.app_version,
    session.area,
    session.language,
  ];
  return (
    texts.every(textOk) &&
    timeOk(session.started_at) &&
    timeOk(session.ended_at) &&
    (session.ended_at == null || session.ended_at >= session.started_at) &&
    session.events.every((event) => textOk(event.event_id) && textOk(event.type) && textOk(event.object_id) && timeOk(event.timestamp))
  );
}

/**
 * What the server keeps of a batch it received (spec sections 7 and 9), the same rules the app
 * applies before sending: adjacent duplicate events removed, at most the app shell's cap kept
 * (the latest, TRACKING_CAP_POLICY), and sessions left with fewer than 2 events dropped.
 * A session id sent twice in one batch is kept once (the first).
 */
export function trackingSessionsIntake(sessions: readonly TrackingSession[]): TrackingSession[] {
  const seen = new Set<string>();
  const kept: TrackingSession[] = [];
  for (const session of sessions) {
    if (seen.has(session.session_id)) continue;
    seen.add(session.session_id);
    const events = trackingEventsDedupe(session.events).slice(-TRACKING_EVENTS_MAX_APP_SHELL);
    if (events.length >= TRACKING_SESSION_MIN_EVENTS) kept.push({ ...session, events });
  }
  return kept;
}
