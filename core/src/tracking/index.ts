/** Tracking sessions (spec sections 3, 4, 7, 9): entities, rules, the sender port and the session machine. */
export { TrackingEventSchema, trackingEventSame, trackingEventsDedupe, type TrackingEvent } from './tracking-event.js';
export {
  TrackingConversionStatusSchema,
  TrackingSessionSchema,
  trackingSessionStart,
  type TrackingConversionStatus,
  type TrackingSession,
  type TrackingSessionStart,
} from './tracking-session.js';
export { TrackingBulkPayloadSchema, trackingBulkPayload, type TrackingBulkPayload } from './tracking-payload.js';
export {
  TRACKING_EVENTS_MAX_APP_SHELL,
  TRACKING_EVENTS_MAX_DEFAULT,
  TRACKING_CAP_POLICY,
  TRACKING_SESSION_MIN_EVENTS,
  TRACKING_IDLE_TIMEOUT_MS,
  TRACKING_BACKGROUND_TIMEOUT_MS,
  TRACKING_INACTIVITY_TIMEOUT_MS,
  TRACKING_AUTO_SEND_INTERVAL_MS,
  TRACKING_SEND_MAX_ATTEMPTS,
  TRACKING_RETRY_BASE_DELAY_MS,
  TRACKING_SEND_SUCCESS_STATUSES,
  trackingSendSucceeded,
  trackingRetryDelay,
  trackingSendCanRetry,
  trackingEventsCap,
  trackingShouldEndForIdle,
  trackingShouldEndForBackground,
  trackingShouldStartNew,
} from './tracking-limits.js';
export {
  TrackingEndReasonSchema,
  TRACKING_END_REASONS_UNSENT,
  trackingEventAppend,
  trackingSessionSendable,
  trackingSessionEnd,
  trackingSessionsToSend,
  trackingQueueAdd,
  trackingQueueWithout,
  type TrackingEndReason,
  type TrackingSessionEnded,
} from './tracking-session-rules.js';
export {
  TRACKING_CLOCK_SKEW_MS,
  TRACKING_EVENTS_PER_HOUR_PER_ADDRESS,
  TRACKING_EVENTS_PER_HOUR_PER_CLIENT,
  TRACKING_METADATA_CHARS_MAX,
  TRACKING_SESSION_AGE_MAX_MS,
  TRACKING_SESSIONS_PER_SEND_MAX,
  TRACKING_TEXT_MAX,
  TRACKING_TIME_MAX,
  trackingSessionRecent,
  trackingSessionWellFormed,
  trackingSessionsIntake,
} from './tracking-intake.js';
export type { TrackingSender } from './tracking-sender.js';
export {
  trackingSessionMachine,
  trackingSendActor,
  type TrackingSessionMachineEvent,
  type TrackingSessionMachineContext,
  type TrackingSessionMachineInput,
  type TrackingSendInput,
} from './tracking-session.machine.js';
