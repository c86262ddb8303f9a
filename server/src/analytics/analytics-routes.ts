import { Hono } from 'hono';
import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENTS_PER_HOUR_PER_ADDRESS,
  ANALYTICS_EVENTS_PER_HOUR_PER_CLIENT,
  API_HEADERS,
  API_PATHS,
  AnalyticsBatchSchema,
  DEV_API_PATHS,
  HOUR_MS,
  analyticsEventsRecent,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { bodyParse } from '../http/request-body.js';
import { clientAddress } from '../http/client-address.js';
import { budgetSpendOrRefuse, clientKeyOf } from '../http/volume-budget.js';
import { analyticsList, analyticsRecord } from './analytics-store.js';

const ListQuerySchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES).optional(),
  object_id: z.string().min(1).optional(),
  limit: z.coerce.number().int().positive().max(500).default(100),
});

/**
 * The app's analytics events, in batches, from any live session (guest or signed in): those that
 * happened in the time core's analyticsEventsRecent allows are recorded, spent from the caller's
 * and its address's hourly budgets (429 REQUEST.RATE_LIMITED past either), with the address's
 * pseudonymous key. Outside production also a development list of what was recorded.
 */
export function analyticsRoutes(db: Db, config: ServerConfig, clock: () => number): Hono<ApiEnv> {
  const devRoutes = config.commerce.devRoutes;
  const routes = new Hono<ApiEnv>();
  const events = routePath(API_PATHS.analyticsEvents);
  routes.use(events, sessionRequired(db));
  routes.post(events, async (c) => {
    const batch = await bodyParse(c, AnalyticsBatchSchema, { events: ERROR_CODES['ANALYTICS.BATCH_INVALID'] });
    const now = clock();
    const events = analyticsEventsRecent(batch.events, now);
    const session = c.get('session');
    const address = clientAddress(c, config.auth.trustedProxies);
    if (events.length === 0) return okJson(c, { accepted: 0 }, 201);
    const budgets = [
      { key: `analytics:owner:${session.ownerId}`, limit: ANALYTICS_EVENTS_PER_HOUR_PER_CLIENT },
      { key: `analytics:address:${address}`, limit: ANALYTICS_EVENTS_PER_HOUR_PER_ADDRESS },
    ];
    await budgetSpendOrRefuse(c, db, budgets, events.length, HOUR_MS, now);
    const deviceId = c.req.header(API_HEADERS.deviceId)?.trim() || null;
    const accepted = await analyticsRecord(db, session, { events }, deviceId, clientKeyOf(address));
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
