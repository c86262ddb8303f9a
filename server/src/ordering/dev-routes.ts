import { Hono } from 'hono';
import { DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { carrierAdvance, carrierEventNamed, carrierReturnAdvance } from '../carrier/carrier-simulator.js';
import { actorTokenCreate } from './actor-tokens.js';
import { bodyText, optionalBody, stepInTransaction } from './order-steps-http.js';
import { orderJson } from './order-store.js';
import { refundJson } from './refund-store.js';

/**
 * Development only (not mounted when MODAVI_ENV=production): tokens for a shop's seller and
 * for an admin, since accounts with those roles come later, and the simulated carrier's
 * steps on demand, so tests and trials need not wait for its schedule.
 */
export function devRoutes(db: Db, clock: () => number = Date.now): Hono {
  const routes = new Hono();

  routes.post(routePath(DEV_API_PATHS.devShopToken), async (c) => {
    const body = await optionalBody(c);
    const shopId = bodyText(body, 'shopId') || bodyText(body, 'shop_id');
    const shop = await typedDb(db).selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
    if (!shop) throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    return okJson(c, { token: await actorTokenCreate(db, 'seller', shop.id), shop_id: shop.id }, 201);
  });

  routes.post(routePath(DEV_API_PATHS.devAdminToken), async (c) => okJson(c, { token: await actorTokenCreate(db, 'admin', null) }, 201));

  // Body { event?: 'pickedUp' | 'delivering' | 'delayed' | 'delivered' | 'notDelivered' | 'returned' | 'failed' | 'compensation' | 'reconciled' | 'settled' }.
  routes.post(routePattern(DEV_API_PATHS.devCarrierAdvance), async (c) => {
    const name = bodyText(await optionalBody(c), 'event');
    const event = name === '' ? null : carrierEventNamed(name);
    if (name !== '' && event === null) throw new ApiError(400, ERROR_CODES.requestInvalid, `Unknown carrier event '${name}'.`);
    const orderId = c.req.param('id');
    await stepInTransaction(db, (tx) => carrierAdvance(tx, orderId, clock(), event));
    return okJson(c, await orderJson(db, orderId));
  });

  routes.post(routePattern(DEV_API_PATHS.devCarrierRefundAdvance), async (c) => {
    const refund = await stepInTransaction(db, (tx) => carrierReturnAdvance(tx, c.req.param('id'), clock()));
    return okJson(c, await refundJson(db, refund));
  });

  return routes;
}
