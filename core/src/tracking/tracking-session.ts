import * as z from 'zod/mini';
import { TrackingEventSchema } from './tracking-event.js';

/** Spec section 4: a session converts when the visitor places an order. */
export const TrackingConversionStatusSchema = z.enum(['in_progress', 'order_success']);
export type TrackingConversionStatus = z.infer<typeof TrackingConversionStatusSchema>;

/**
 * One visit as the tracking endpoint receives it (spec section 3). Times are epoch
 * milliseconds; `ended_at` is null while the session is running. `user_id` is null for a
 * visitor who has not logged in.
 */
export const TrackingSessionSchema = z.object({
  session_id: z.string().check(z.minLength(1)),
  user_id: z.nullish(z.string()),
  started_at: z.number(),
  ended_at: z.nullish(z.number()),
  os_version: z.string(),
  device_id: z.string(),
  app_version: z.string(),
  /** The visitor's country code, as sent in the `country` header. */
  area: z.string(),
  /** The request language (vi, ko or en). */
  language: z.string(),
  events: z.array(TrackingEventSchema),
  conversion_status: z._default(TrackingConversionStatusSchema, 'in_progress'),
});
export type TrackingSession = z.infer<typeof TrackingSessionSchema>;

/** What the app knows about the visit when a session starts. */
export interface TrackingSessionStart {
  readonly sessionId: string;
  readonly userId: string | null;
  readonly deviceId: string;
  readonly osVersion: string;
  readonly appVersion: string;
  readonly area: string;
  readonly language: string;
  readonly now: number;
}

/** A fresh running session with no events. */
export const trackingSessionStart = (start: TrackingSessionStart): TrackingSession => ({
  session_id: start.sessionId,
  user_id: start.userId,
  started_at: start.now,
  ended_at: null,
  os_version: start.osVersion,
  device_id: start.deviceId,
  app_version: start.appVersion,
  area: start.area,
  language: start.language,
  events: [],
  conversion_status: 'in_progress',
});
