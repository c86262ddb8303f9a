import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { API_PATHS, FAVOURITE_PAGE_LIMIT } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { favouriteGet, favouriteSet, favouritesList } from './favourite-store.js';

const PageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .default(FAVOURITE_PAGE_LIMIT.default)
    .transform((limit) => Math.min(limit, FAVOURITE_PAGE_LIMIT.max)),
});

const productMissing = () => new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');

/** Favourite products of a signed-in buyer; a guest (no-login token) is told to log in. */
export function favouriteRoutes(db: Db, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const signedIn = createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('session').kind !== 'user') throw new ApiError(403, ERROR_CODES['FAVOURITE.LOGIN_REQUIRED'], 'Favourites need a signed-in account.');
    await next();
  });
  const list = routePath(API_PATHS.favourites);
  const one = routePattern(API_PATHS.favourite);
  for (const path of [list, one]) {
    routes.use(path, sessionRequired(db));
    routes.use(path, signedIn);
  }

  routes.get(list, async (c) => {
    const parsed = PageQuerySchema.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== '')));
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Invalid page or limit.');
    return okJson(c, await favouritesList(db, c.get('session').ownerId, parsed.data.page, parsed.data.limit, clock()));
  });
  routes.get(one, async (c) => okJson(c, (await favouriteGet(db, c.get('session').ownerId, c.req.param('id'))) ?? throwMissing()));
  routes.post(one, async (c) => okJson(c, (await favouriteSet(db, c.get('session').ownerId, c.req.param('id'), true)) ?? throwMissing()));
  routes.delete(one, async (c) => okJson(c, (await favouriteSet(db, c.get('session').ownerId, c.req.param('id'), false)) ?? throwMissing()));
  return routes;
}

function throwMissing(): never {
  throw productMissing();
}
