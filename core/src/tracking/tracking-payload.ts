import * as z from 'zod/mini';
import { TrackingSessionSchema, type TrackingSession } from './tracking-session.js';

/**
 * The bulk body of POST /api/v1/mobile/trackings/tracking-session (spec section 7):
 * the sessions, how many there are, and when the batch was sent (epoch milliseconds).
 */
export const TrackingBulkPayloadSchema = z.object({
  sessions: z.array(TrackingSessionSchema),
  count: z.number().check(z.int(), z.nonnegative()),
  timestamp: z.number(),
});
export type TrackingBulkPayload = z.infer<typeof TrackingBulkPayloadSchema>;

/** The bulk body for these sessions, sent at `now`; `count` always matches the list. */
export const trackingBulkPayload = (sessions: readonly TrackingSession[], now: number): TrackingBulkPayload => ({
  sessions: [...sessions],
  count: sessions.length,
  timestamp: now,
});
