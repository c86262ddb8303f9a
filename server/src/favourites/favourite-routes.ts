import { Hono } from 'hono';
import { FAVOURITE_ENDPOINTS, FAVOURITE_PAGE_LIMIT } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { contractRoute } from '../http/contract/contract-route.js';
import { endpointRoute } from '../http/contract/contract-policies.js';
import { favouriteGet, favouriteSet, favouritesList } from './favourite-store.js';

const productMissing = () => new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');

function found<T>(state: T | null): T {
  if (state === null) throw productMissing();
  return state;
}

/**
 * Favourite products of a signed-in buyer, as core declares them (FAVOURITE_ENDPOINTS); the
 * route gate tells a guest's token FAVOURITE.LOGIN_REQUIRED from the same declaration.
 */
export function favouriteRoutes(db: Db, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const { favouritesList: list, favouriteGet: get, favouriteAdd: add, favouriteRemove: remove } = FAVOURITE_ENDPOINTS;
  for (const path of new Set([list, get].map(endpointRoute))) routes.use(path, sessionRequired(db));

  contractRoute(routes, list, async (c, { query }) =>
    favouritesList(db, c.get('session').ownerId, query.page, Math.min(query.limit, FAVOURITE_PAGE_LIMIT.max), clock()),
  );
  contractRoute(routes, get, async (c, { params }) => found(await favouriteGet(db, c.get('session').ownerId, params.id ?? '')));
  contractRoute(routes, add, async (c, { params }) => found(await favouriteSet(db, c.get('session').ownerId, params.id ?? '', true)));
  contractRoute(routes, remove, async (c, { params }) => found(await favouriteSet(db, c.get('session').ownerId, params.id ?? '', false)));
  return routes;
}
