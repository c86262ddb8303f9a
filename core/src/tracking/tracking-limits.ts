import { MINUTE_MS } from '../format/epoch-ms.js';

/**
 * Tracking constants from spec section 9, and the timing rules built on them. Durations are
 * milliseconds; times are epoch milliseconds passed in by the caller.
 */

/** Spec: at most 1000 events per session in the app shell. */
export const TRACKING_EVENTS_MAX_APP_SHELL = 1000;
/** Spec: the default cap when the app shell does not set one. */
export const TRACKING_EVENTS_MAX_DEFAULT = 100;

/**
 * What happens at the cap. The spec only gives the numbers. We keep the latest events and
 * drop the oldest: the last steps before the session ends (an abandoned cart, the checkout)
 * are what the session is analysed for, while its start survives in `started_at`.
 */
export const TRACKING_CAP_POLICY = 'keep-latest';

/** Spec: a session is kept (and sent) only with at least 2 events. */
export const TRACKING_SESSION_MIN_EVENTS = 2;

/** Spec: a session ends after 10 minutes without activity while the app is in front. */
export const TRACKING_IDLE_TIMEOUT_MS = 10 * MINUTE_MS;
/** Spec: a session ends after 5 minutes in the background. */
export const TRACKING_BACKGROUND_TIMEOUT_MS = 5 * MINUTE_MS;
/**
 * Spec: inactivity 10 minutes, beside a separate idle timeout. We read it as the gap after
 * which activity no longer continues the old session: an event arriving more than 10 minutes
 * after the last one (a laptop woken from sleep, where no idle timer could fire) starts a new
 * session, ending the old one with reason 'new_session'.
 */
export const TRACKING_INACTIVITY_TIMEOUT_MS = 10 * MINUTE_MS;
/** Spec: ended sessions still waiting are sent every 10 minutes. */
export const TRACKING_AUTO_SEND_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * Spec: "retry up to 3 times". Read as three attempts in all (the first and two retries), so
 * a send that fails three times keeps its sessions for the next auto-send. The other reading,
 * three retries after the first try, would only add a fourth request to an endpoint that has
 * already failed three times in a row.
 */
export const TRACKING_SEND_MAX_ATTEMPTS = 3;
/**
 * Spec: exponential delay, base not given. One second doubles to 1 s then 2 s between the
 * three attempts: long enough to ride out a dropped connection, and all three finish in
 * seconds, far inside the 10-minute auto-send interval, so retries never overlap the next round.
 */
export const TRACKING_RETRY_BASE_DELAY_MS = 1_000;

/** Spec: the tracking endpoint succeeded when it answered 200 or 201. */
export const TRACKING_SEND_SUCCESS_STATUSES: readonly number[] = [200, 201];

/** Whether an HTTP status from the tracking endpoint counts as delivered. */
export const trackingSendSucceeded = (status: number): boolean => TRACKING_SEND_SUCCESS_STATUSES.includes(status);

/**
 * Wait before the next attempt after `failures` failed ones (1, 2, ...): base × 2^(failures-1).
 * Anything below 1 is treated as the first failure, so the delay is never zero or negative.
 */
export function trackingRetryDelay(failures: number): number {
  const step = Number.isFinite(failures) ? Math.max(1, Math.floor(failures)) : 1;
  return TRACKING_RETRY_BASE_DELAY_MS * 2 ** Math.min(step - 1, 30);
}

/** Whether another attempt follows `failures` failed ones. */
export const trackingSendCanRetry = (failures: number): boolean => failures < TRACKING_SEND_MAX_ATTEMPTS;

/** A usable cap: a whole number of at least 1; anything else falls back to the default cap. */
export function trackingEventsCap(cap: number = TRACKING_EVENTS_MAX_DEFAULT): number {
  return Number.isInteger(cap) && cap >= 1 ? cap : TRACKING_EVENTS_MAX_DEFAULT;
}

const elapsed = (since: number, now: number): number => now - since;

/** Spec: the session ends for idleness once 10 minutes passed since the last activity. */
export const trackingShouldEndForIdle = (lastActivity: number, now: number): boolean =>
  elapsed(lastActivity, now) >= TRACKING_IDLE_TIMEOUT_MS;

/** Spec: the session ends once the app has been in the background for 5 minutes. */
export const trackingShouldEndForBackground = (hiddenSince: number, now: number): boolean =>
  elapsed(hiddenSince, now) >= TRACKING_BACKGROUND_TIMEOUT_MS;

/** Activity once the inactivity gap has passed belongs to a new session (see TRACKING_INACTIVITY_TIMEOUT_MS). */
export const trackingShouldStartNew = (lastActivity: number, now: number): boolean =>
  elapsed(lastActivity, now) >= TRACKING_INACTIVITY_TIMEOUT_MS;
