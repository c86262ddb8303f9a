import { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, SEARCH_PAGE_LIMIT } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { shopFollowGet, shopFollowSet } from './shop-follows.js';
import { shopProfile } from './shop-profile.js';
import { shopVouchers } from './shop-vouchers.js';
import { topSellers } from './top-sellers.js';

const PageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .default(SEARCH_PAGE_LIMIT.default)
    .transform((limit) => Math.min(limit, SEARCH_PAGE_LIMIT.max)),
});

const queryClean = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

const shopMissing = () => new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');

/** The seller page, the top-seller ranking, and following shops (signed-in buyers only). */
export function shopRoutes(db: Db, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routePattern(API_PATHS.shop), async (c) => {
    const profile = await shopProfile(db, c.req.param('id'));
    if (!profile) throw shopMissing();
    return okJson(c, profile);
  });

  routes.get(routePattern(API_PATHS.shopVouchers), async (c) => {
    const vouchers = await shopVouchers(db, c.req.param('id'), clock());
    if (!vouchers) throw shopMissing();
    return okJson(c, vouchers);
  });

  routes.get(routePath(API_PATHS.topSellers), async (c) => {
    const parsed = PageQuerySchema.safeParse(queryClean(c.req.query()));
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, `Invalid query: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    return okJson(c, await topSellers(db, parsed.data.page, parsed.data.limit));
  });

  // Following belongs to an account: a guest (no-login token) is told to log in.
  const follow = routePattern(API_PATHS.shopFollow);
  routes.use(follow, sessionRequired(db));
  routes.use(follow, async (c, next) => {
    if (c.get('session').kind !== 'user') {
      throw new ApiError(403, ERROR_CODES.shopFollowLoginRequired, 'Following a shop needs a signed-in account.');
    }
    await next();
  });
  routes.get(follow, async (c) => {
    const state = await shopFollowGet(db, c.get('session').ownerId, c.req.param('id'));
    if (!state) throw shopMissing();
    return okJson(c, state);
  });
  routes.post(follow, async (c) => {
    const state = await shopFollowSet(db, c.get('session').ownerId, c.req.param('id'), true);
    if (!state) throw shopMissing();
    return okJson(c, state);
  });
  routes.delete(follow, async (c) => {
    const state = await shopFollowSet(db, c.get('session').ownerId, c.req.param('id'), false);
    if (!state) throw shopMissing();
    return okJson(c, state);
  });

  return routes;
}
