import { HOUR_MS, MINUTE_MS } from '../format/epoch-ms.js';
import { trackingEventsDedupe, type TrackingEvent } from './tracking-event.js';
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

/**
 * The largest metadata an event may carry, as JSON text (spec silent). The app's events carry a
 * few ids and figures (well under 200 characters); 1,000 leaves room and refuses a client that
 * ships kilobytes of junk per event (an outside tester stored 270 MB in 15 s).
 */
export const TRACKING_METADATA_CHARS_MAX = 1_000;

/**
 * The most sessions one send may carry (spec silent). The app sends what ended since its last
 * send, every 10 minutes: a handful; 50 covers a queue kept through hours of failed sends.
 */
export const TRACKING_SESSIONS_PER_SEND_MAX = 50;

/**
 * How old a session may be when it arrives (spec silent). The app keeps ended sessions until a
 * send succeeds, so a laptop offline overnight sends yesterday's; older ones are dropped, so a
 * client cannot rewrite a shop's figures for a day long past (a tester changed one 60 days back).
 */
export const TRACKING_SESSION_AGE_MAX_MS = 48 * HOUR_MS;

/**
 * What one client (a token) and one address may send an hour, in kept events (spec silent). A
 * busy shopper makes an event every few seconds, about 1,000 an hour; the client's budget is
 * five times that. An address is shared by a household or a mobile carrier's NAT: four clients'.
 */
export const TRACKING_EVENTS_PER_HOUR_PER_CLIENT = 5_000;
export const TRACKING_EVENTS_PER_HOUR_PER_ADDRESS = 20_000;

/** How far a client's clock may run ahead of the server's, and an event outside its session's time. */
export const TRACKING_CLOCK_SKEW_MS = 5 * MINUTE_MS;

const metadataOk = (metadata: TrackingEvent['metadata']): boolean =>
  metadata == null || JSON.stringify(metadata).length <= TRACKING_METADATA_CHARS_MAX;

const timeOk = (t: number | null | undefined): boolean => t == null || (Number.isFinite(t) && t >= 0 && t <= TRACKING_TIME_MAX);
const textOk = (text: string | null | undefined): boolean => text == null || text.length <= TRACKING_TEXT_MAX;

/** Whether a session's fields are in range: short texts, small metadata, real times, an end not before the start. */
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
    session.events.every(
      (event) => textOk(event.event_id) && textOk(event.type) && textOk(event.object_id) && timeOk(event.timestamp) && metadataOk(event.metadata),
    )
  );
}

/** Whether a session arrived within its time: started at most TRACKING_SESSION_AGE_MAX_MS ago, not in the future. */
export const trackingSessionRecent = (session: TrackingSession, now: number): boolean =>
  session.started_at >= now - TRACKING_SESSION_AGE_MAX_MS && session.started_at <= now + TRACKING_CLOCK_SKEW_MS;

/** Whether an event lies within its session's time (give or take the clock skew); an open session runs until now. */
const eventWithin = (session: TrackingSession, now: number) => (event: TrackingEvent): boolean =>
  event.timestamp >= session.started_at - TRACKING_CLOCK_SKEW_MS && event.timestamp <= (session.ended_at ?? now) + TRACKING_CLOCK_SKEW_MS;

/**
 * What the server keeps of a batch it received at `now` (spec sections 7 and 9), the same rules
 * the app applies before sending: events outside their session's time dropped, adjacent
 * duplicate events removed, at most the app shell's cap kept (the latest, TRACKING_CAP_POLICY),
 * and sessions left with fewer than 2 events dropped; so are sessions too old or from the
 * future (trackingSessionRecent). A session id sent twice in one batch is kept once (the first).
 */
export function trackingSessionsIntake(sessions: readonly TrackingSession[], now: number): TrackingSession[] {
  const seen = new Set<string>();
  const kept: TrackingSession[] = [];
  for (const session of sessions) {
    if (seen.has(session.session_id)) continue;
    seen.add(session.session_id);
    if (!trackingSessionRecent(session, now)) continue;
    const events = trackingEventsDedupe(session.events.filter(eventWithin(session, now))).slice(-TRACKING_EVENTS_MAX_APP_SHELL);
    if (events.length >= TRACKING_SESSION_MIN_EVENTS) kept.push({ ...session, events });
  }
  return kept;
}
