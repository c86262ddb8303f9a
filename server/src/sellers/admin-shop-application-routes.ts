import { Hono } from 'hono';
import {
  SHOP_APPLICATION_QUEUE_LIMIT,
  SHOP_APPLICATION_SEARCH_MAX,
  ShopApplicationQueueStatusSchema,
  shopRejectReasonValidate,
  type ShopApplicationDetail,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { applicationApprove, applicationById, applicationQueue, applicationReject } from './seller-application-store.js';
import { formRefusal, jsonBody } from './registration-http.js';

const notFound = () => new ApiError(404, ERROR_CODES['SHOP_APPLICATION.NOT_FOUND'], 'No such shop application.');
const notPending = () => new ApiError(409, ERROR_CODES['SHOP_APPLICATION.NOT_PENDING'], 'Only an application waiting for approval can be decided.');
const badQuery = (what: string) => new ApiError(400, ERROR_CODES.requestInvalid, what);

function pageOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!Number.isSafeInteger(page) || page < 1) throw badQuery('page must be a whole number from 1.');
  return page;
}

/** A pending application, locked for the decision's transaction; anything else is refused. */
async function pendingOf(tx: Db, id: string): Promise<ShopApplicationDetail> {
  const application = await applicationById(tx, id, true);
  if (!application) throw notFound();
  if (application.status !== 'pending_approval') throw notPending();
  return application;
}

/**
 * The platform's shop queue (spec 6: the admin approves shops): the applications by status with
 * a store-name search and paging, one with its photos, and the decision. Approval makes the shop
 * (owned by the applicant, VN), gives the seller role and records the decision in one
 * transaction; a rejection needs core's reason. Only a pending application is decided.
 */
export function adminShopApplicationRoutes(db: Db): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const admin = actorRequired(db, 'admin', ERROR_CODES['SHOP_APPLICATION.ACTOR_NOT_ALLOWED']);

  routes.get(routePath(ADMIN_API_PATHS.adminShopApplications), admin, async (c) => {
    const status = ShopApplicationQueueStatusSchema.safeParse(c.req.query('status') ?? 'pending_approval');
    if (!status.success) throw badQuery('status must be pending_approval, approved or rejected.');
    const q = (c.req.query('q') ?? '').trim();
    if ([...q].length > SHOP_APPLICATION_SEARCH_MAX) throw badQuery(`q has at most ${SHOP_APPLICATION_SEARCH_MAX} characters.`);
    const page = pageOf(c.req.query('page'));
    const { items, total } = await applicationQueue(db, { status: status.data, page, limit: SHOP_APPLICATION_QUEUE_LIMIT, q });
    return okJson(c, { items, page, limit: SHOP_APPLICATION_QUEUE_LIMIT, total });
  });

  routes.get(routePattern(ADMIN_API_PATHS.adminShopApplication), admin, async (c) => {
    const application = await applicationById(db, c.req.param('id'));
    if (!application) throw notFound();
    return okJson(c, application);
  });

  routes.post(routePattern(ADMIN_API_PATHS.adminShopApplicationApprove), admin, async (c) => {
    const id = c.req.param('id');
    await db.transaction(async (tx) => {
      const application = await pendingOf(tx, id);
      await applicationApprove(tx, application);
    });
    return okJson(c, await applicationById(db, id));
  });

  routes.post(routePattern(ADMIN_API_PATHS.adminShopApplicationReject), admin, async (c) => {
    const id = c.req.param('id');
    const body = await jsonBody(c);
    const reason = shopRejectReasonValidate(typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined);
    if (!reason.ok) return formRefusal(c, reason.error);
    await db.transaction(async (tx) => {
      await pendingOf(tx, id);
      await applicationReject(tx, id, reason.value);
    });
    return okJson(c, await applicationById(db, id));
  });

  return routes;
}
