import { Hono } from 'hono';
import { paymentRefundsOf } from '../payments/payment-refunds-view.js';
import { REFUND_DESK_PATHS, refundListParamsRead, refundQueueParamsRead } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from './actor-tokens.js';
import { commerceError } from './commerce-error.js';
import { adminRefundQueue, refundDeskJson, sellerRefundList } from './refund-desk.js';
import { refundRow } from './refund-store.js';

/**
 * The seller's refund list (scoped to the caller's shop: a return holds one shop's goods,
 * core's refundShop) and the admin's refund queue with its detail. The steps on one refund are
 * role-routes.ts's, through core's refund machine.
 */
export function refundDeskRoutes(db: Db): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);
  const admin = actorRequired(db, 'admin', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);

  routes.get(routePath(REFUND_DESK_PATHS.sellerRefunds), seller, async (c) => {
    // '' would mean every shop to the query: a seller without a shop lists nothing.
    const shopId = c.get('actor').shopId;
    if (!shopId) throw commerceError('REFUND.ACTOR_NOT_ALLOWED');
    return okJson(c, await sellerRefundList(db, shopId, refundListParamsRead(c.req.query())));
  });
  routes.get(routePath(REFUND_DESK_PATHS.adminRefunds), admin, async (c) => okJson(c, await adminRefundQueue(db, refundQueueParamsRead(c.req.query()))));
  routes.get(routePattern(REFUND_DESK_PATHS.adminRefund), admin, async (c) => {
    const row = await refundRow(db, c.req.param('id') ?? '');
    if (!row) throw commerceError('REFUND.NOT_FOUND');
    const moneyBack = await paymentRefundsOf(db, [row.order_id]);
    return okJson(c, { ...(await refundDeskJson(db, row)), money_back: moneyBack.get(row.order_id) ?? [] });
  });
  return routes;
}
