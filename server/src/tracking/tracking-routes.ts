import { Hono } from 'hono';
import { z } from 'zod';
import {
  HOUR_MS,
  TRACKING_API_PATHS,
  TRACKING_EVENTS_PER_HOUR_PER_ADDRESS,
  TRACKING_EVENTS_PER_HOUR_PER_CLIENT,
  TRACKING_SESSIONS_PER_SEND_MAX,
  TrackingBulkPayloadSchema,
  TrackingSessionSchema,
  trackingSessionWellFormed,
  trackingSessionsIntake,
  type TrackingSession,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { clientAddress } from '../http/client-address.js';
import { budgetSpendOrRefuse, clientKeyOf } from '../http/volume-budget.js';
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
  if (sessions.length > TRACKING_SESSIONS_PER_SEND_MAX) {
    throw new ApiError(400, ERROR_CODES.requestInvalid, `At most ${TRACKING_SESSIONS_PER_SEND_MAX} sessions a send.`);
  }
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
 * for its owner (a session's user is the caller's account, never what the body says); a session
 * id already stored is not stored again, so a retried send answers 201 without duplicates. What
 * is kept follows core's trackingSessionsIntake at the server's time; the events kept are spent
 * from the caller's and its address's hourly budgets (429 REQUEST.RATE_LIMITED past either).
 * Outside production also a development list of what was stored.
 */
export function trackingRoutes(db: Db, config: ServerConfig, clock: () => number): Hono<ApiEnv> {
  const devRoutes = config.commerce.devRoutes;
  const routes = new Hono<ApiEnv>();
  const sessionPath = routePath(TRACKING_API_PATHS.trackingSession);
  routes.use(sessionPath, sessionRequired(db));
  routes.post(sessionPath, async (c) => {
    const received = bodySessions(await bodyParse(c, TrackingBodySchema));
    const now = clock();
    const kept = trackingSessionsIntake(received, now);
    const session = c.get('session');
    const address = clientAddress(c, config.auth.trustedProxies);
    const events = kept.reduce((sum, one) => sum + one.events.length, 0);
    if (events > 0) {
      const budgets = [
        { key: `tracking:owner:${session.ownerId}`, limit: TRACKING_EVENTS_PER_HOUR_PER_CLIENT },
        { key: `tracking:address:${address}`, limit: TRACKING_EVENTS_PER_HOUR_PER_ADDRESS },
      ];
      await budgetSpendOrRefuse(c, db, budgets, events, HOUR_MS, now);
    }
    const stored = await trackingSessionsRecord(db, session, kept, clientKeyOf(address));
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
