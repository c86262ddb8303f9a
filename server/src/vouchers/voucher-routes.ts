import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { requestIsApp } from '../checkout/request-facts.js';
import { sessionOptional } from '../promotions/optional-session.js';
import { voucherCatalogue, voucherSave, voucherWallet } from './voucher-wallet-store.js';

/** Refusals that are someone else's doing (the last save or use taken) are conflicts; the rest the voucher's conditions. */
const SAVE_STATUS = { 'VOUCHER.SAVE_LIMIT_REACHED': 409, 'VOUCHER.OUT_OF_USES': 409 } as const;

/** /khuyen-mai: the vouchers to save (public), and the signed-in buyer's wallet. */
export function voucherRoutes(db: Db, clock: () => number): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routePath(API_PATHS.voucherCatalogue), async (c) => {
    const session = await sessionOptional(db, c);
    return okJson(c, await voucherCatalogue(db, session?.kind === 'user' ? session.ownerId : null, clock()));
  });

  // The wallet belongs to an account: a guest (no-login token) is told to log in.
  const signedIn = createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('session').kind !== 'user') throw new ApiError(403, ERROR_CODES['VOUCHER.SAVE_LOGIN_REQUIRED'], 'The voucher wallet needs a signed-in account.');
    await next();
  });
  for (const path of [routePath(API_PATHS.voucherWallet), routePattern(API_PATHS.voucherWalletSave)]) {
    routes.use(path, sessionRequired(db));
    routes.use(path, signedIn);
  }

  routes.get(routePath(API_PATHS.voucherWallet), async (c) => okJson(c, await voucherWallet(db, c.get('session').ownerId, requestIsApp(c), clock())));

  routes.post(routePattern(API_PATHS.voucherWalletSave), async (c) => {
    const outcome = await voucherSave(db, c.get('session').ownerId, c.req.param('id'), requestIsApp(c), clock());
    if (outcome.kind === 'not_found') throw new ApiError(404, ERROR_CODES['VOUCHER.NOT_FOUND'], 'No such voucher to save.');
    if (outcome.kind === 'refused') {
      const status = outcome.code in SAVE_STATUS ? SAVE_STATUS[outcome.code as keyof typeof SAVE_STATUS] : 422;
      throw new ApiError(status, ERROR_CODES[outcome.code], `The voucher cannot be saved: ${outcome.code}.`);
    }
    return okJson(c, outcome.entry, outcome.created ? 201 : 200);
  });

  return routes;
}
