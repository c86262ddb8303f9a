import { Hono } from 'hono';
import { z } from 'zod';
import {
  TRACKING_API_PATHS,
  TrackingBulkPayloadSchema,
  TrackingSessionSchema,
  trackingSessionWellFormed,
  trackingSessionsIntake,
  type TrackingSession,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { bodyParse } from '../http/request-body.js';
import { trackingSessionsList, trackingSessionsRecord } from './tracking-store.js';

/** The spec's two bodies: one session, or the bulk (sessions, count, timestamp). */
const TrackingBodySchema = z.union([TrackingBulkPayloadSchema, TrackingSessionSchema]);

const DevListQuerySchema = z.object({
  device_id: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().positive().max(100).default(20),
});

/** The sessions of a body, refused (400) when the bulk's count disagrees or a session is out of range. */
function bodySessions(body: z.infer<typeof TrackingBodySchema>): readonly TrackingSession[] {
  const sessions = 'sessions' in body ? body.sessions : [body];
  if ('sessions' in body && body.count !== body.sessions.length) {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'count must be the number of sessions.');
  }
  if (!sessions.every(trackingSessionWellFormed)) {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'A session has a field out of range.');
  }
  return sessions;
}

/**
 * Tracking sessions (spec sections 3, 4, 7) from any live session, guest or signed in, stored
 * for its owner; a session id already stored is not stored again, so a retried send answers 201
 * without duplicates. Outside production also a development list of what was stored.
 */
export function trackingRoutes(db: Db, devRoutes: boolean): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const sessionPath = routePath(TRACKING_API_PATHS.trackingSession);
  routes.use(sessionPath, sessionRequired(db));
  routes.post(sessionPath, async (c) => {
    const received = bodySessions(await bodyParse(c, TrackingBodySchema));
    const kept = trackingSessionsIntake(received);
    const stored = await trackingSessionsRecord(db, c.get('session'), kept);
    return okJson(c, { received: received.length, kept: kept.length, stored }, 201);
  });

  if (devRoutes) {
    routes.get(routePath(TRACKING_API_PATHS.devTrackingSessions), async (c) => {
      const parsed = DevListQuerySchema.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== '')));
      if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Invalid tracking query.');
      return okJson(c, await trackingSessionsList(db, parsed.data.device_id ?? null, parsed.data.limit));
    });
  }
  return routes;
}
