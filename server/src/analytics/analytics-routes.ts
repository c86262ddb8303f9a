import { Hono } from 'hono';
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, API_HEADERS, API_PATHS, AnalyticsBatchSchema, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { bodyParse } from '../http/request-body.js';
import { analyticsList, analyticsRecord } from './analytics-store.js';

const ListQuerySchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES).optional(),
  object_id: z.string().min(1).optional(),
  limit: z.coerce.number().int().positive().max(500).default(100),
});

/**
 * The app's analytics events, in batches, from any live session (guest or signed in); outside
 * production also a development list of what was recorded (`devRoutes`).
 */
export function analyticsRoutes(db: Db, devRoutes: boolean): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const events = routePath(API_PATHS.analyticsEvents);
  routes.use(events, sessionRequired(db));
  routes.post(events, async (c) => {
    const batch = await bodyParse(c, AnalyticsBatchSchema, { events: ERROR_CODES['ANALYTICS.BATCH_INVALID'] });
    const accepted = await analyticsRecord(db, c.get('session'), batch, c.req.header(API_HEADERS.deviceId)?.trim() || null);
    return okJson(c, { accepted }, 201);
  });

  if (devRoutes) {
    routes.get(routePath(DEV_API_PATHS.devAnalyticsEvents), async (c) => {
      const parsed = ListQuerySchema.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== '')));
      if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Invalid analytics query.');
      return okJson(c, await analyticsList(db, { name: parsed.data.name ?? null, objectId: parsed.data.object_id ?? null, limit: parsed.data.limit }));
    });
  }
  return routes;
}
