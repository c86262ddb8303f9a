import { Hono } from 'hono';
import { API_PATHS, ReasonTypeSchema, type Reason } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { requestLang } from '../checkout/request-facts.js';

/** The spec's `GET api/v1/public/reasons`: a buyer's cancel and return reasons and a seller's cancel reasons, in the request's language, `?type=` to pick one kind. */
export function reasonRoutes(db: Db): Hono {
  const routes = new Hono();
  routes.get(routePath(API_PATHS.reasons), async (c) => {
    const typeText = c.req.query('type');
    const type = typeText ? ReasonTypeSchema.safeParse(typeText) : null;
    if (type && !type.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'type must be cancel, refund or seller_cancel.');
    const lang = requestLang(c);
    const rows = await typedDb(db)
      .selectFrom('reasons')
      .select(['id', 'type', 'name_vi', 'name_en'])
      .$call((qb) => (type?.success ? qb.where('type', '=', type.data) : qb))
      .orderBy('type')
      .orderBy('position')
      .execute();
    return okJson(
      c,
      rows.map((row): Reason => ({ _id: row.id, type: row.type, name: lang === 'en' ? row.name_en : row.name_vi })),
    );
  });
  return routes;
}
