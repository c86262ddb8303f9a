/**
 * Paths of tracking sessions (issue 14, spec section 7), apart from API_PATHS so only the lazily
 * loaded tracking runtime's chunk carries them, never the first visit.
 */
export const TRACKING_API_PATHS = {
  /** POST: one session, or the bulk body (sessions, count, timestamp). */
  trackingSession: 'api/v1/mobile/trackings/tracking-session',
  /** GET (development, loopback only): the sessions stored, newest first (`?device_id=`). */
  devTrackingSessions: 'api/v1/dev/tracking-sessions',
} as const;
