import { Hono } from 'hono';
import { API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import { collectionGet } from './collection-store.js';

/** A collection (`?shop_id=` narrows it to one shop's products). */
export function collectionRoutes(db: Db, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  routes.get(routePattern(API_PATHS.collection), async (c) => {
    const shopId = c.req.query('shop_id')?.trim() || null;
    const outcome = await collectionGet(db, c.req.param('id'), shopId, clock());
    if (outcome.kind === 'not_found') throw new ApiError(404, ERROR_CODES['COLLECTION.NOT_FOUND'], 'No such collection.');
    if (outcome.kind === 'shop_not_found') throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    return okJson(c, outcome.collection);
  });
  return routes;
}
