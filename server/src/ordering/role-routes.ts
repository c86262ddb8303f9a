import { Hono, type Context } from 'hono';
import { API_PATHS, type OrderEvent, type RefundEvent } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from './actor-tokens.js';
import { commerceError } from './commerce-error.js';
import { orderStep } from './order-step.js';
import { bodyText, optionalBody, stepInTransaction } from './order-steps-http.js';
import { orderJson } from './order-store.js';
import { refundStep } from './refund-steps.js';
import { refundJson, refundRow } from './refund-store.js';
import { sellerShopStep } from './seller-shop-step.js';

/** Whether the order has a part of this shop: a seller sees and acts on those orders only. */
async function orderHasShop(db: Db, orderId: string, shopId: string | null): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM order_shops WHERE order_id = $1 AND shop_id = $2) AS present',
    [orderId, shopId],
  );
  return row?.present === true;
}

/**
 * The seller's and the platform's steps on orders and refunds. A seller is a live seller token
 * of a shop (`api/v1/dev/shop-token` until accounts exist) and acts only on orders with a part
 * of that shop (others' are not found); an admin is a live admin token. Every step goes
 * through core's machines (orderNext, refundNext) with the caller's role.
 */
export function roleRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);
  const sellerOfRefund = actorRequired(db, 'seller', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);
  const admin = actorRequired(db, 'admin', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);
  const adminOfRefund = actorRequired(db, 'admin', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);

  const shopOrder = async (c: Context<ActorEnv>, tx: Db) => {
    const orderId = c.req.param('id') ?? '';
    if (!(await orderHasShop(tx, orderId, c.get('actor').shopId))) throw commerceError('ORDER.NOT_FOUND');
    return orderId;
  };
  const orderAnswer = async (c: Context<ActorEnv>, orderId: string) => {
    const order = await orderJson(db, orderId);
    if (!order) throw commerceError('ORDER.NOT_FOUND');
    return okJson(c, order);
  };
  /** A whole-order step of the seller (cancel, answer a buyer's cancel request). */
  const sellerStep = (event: (body: Record<string, unknown>) => OrderEvent) => async (c: Context<ActorEnv>) => {
    const body = await optionalBody(c);
    const orderId = await stepInTransaction(db, async (tx) => {
      const id = await shopOrder(c, tx);
      const stepped = await orderStep(tx, id, event(body), clock());
      return stepped.ok ? { ok: true as const, value: id } : stepped;
    });
    return orderAnswer(c, orderId);
  };

  routes.get(routePattern(API_PATHS.sellerOrder), seller, async (c) => orderAnswer(c, await shopOrder(c, db)));

  routes.post(routePattern(API_PATHS.sellerOrderConfirm), seller, async (c) => {
    const orderId = await stepInTransaction(db, async (tx) => {
      const id = await shopOrder(c, tx);
      const stepped = await sellerShopStep(tx, id, c.get('actor').shopId ?? '', { type: 'order.confirm', role: 'seller' }, clock());
      return stepped.ok ? { ok: true as const, value: id } : stepped;
    });
    return orderAnswer(c, orderId);
  });

  routes.post(routePattern(API_PATHS.sellerOrderHandOver), seller, async (c) => {
    const body = await optionalBody(c);
    const orderId = await stepInTransaction(db, async (tx) => {
      const id = await shopOrder(c, tx);
      const event = { type: 'order.handOver' as const, role: 'seller' as const, waybill: bodyText(body, 'waybill') };
      const stepped = await sellerShopStep(tx, id, c.get('actor').shopId ?? '', event, clock());
      return stepped.ok ? { ok: true as const, value: id } : stepped;
    });
    return orderAnswer(c, orderId);
  });

  routes.post(routePattern(API_PATHS.sellerOrderCancel), seller, sellerStep((body) => ({ type: 'order.cancel', role: 'seller', reason: bodyText(body, 'reason') })));
  routes.post(routePattern(API_PATHS.sellerOrderCancelAccept), seller, sellerStep(() => ({ type: 'order.cancelAccept', role: 'seller' })));
  routes.post(routePattern(API_PATHS.sellerOrderCancelDecline), seller, sellerStep(() => ({ type: 'order.cancelDecline', role: 'seller' })));

  /** A refund step of the seller of a shop in the refund's order. */
  const sellerRefundStep = (event: (body: Record<string, unknown>) => RefundEvent) => async (c: Context<ActorEnv>) => {
    const body = await optionalBody(c);
    const refundId = c.req.param('id') ?? '';
    const refund = await stepInTransaction(db, async (tx) => {
      const row = await refundRow(tx, refundId);
      if (!row || !(await orderHasShop(tx, row.order_id, c.get('actor').shopId))) throw commerceError('REFUND.NOT_FOUND');
      return refundStep(tx, refundId, event(body), clock());
    });
    return okJson(c, await refundJson(db, refund));
  };
  routes.get(routePattern(API_PATHS.sellerRefund), sellerOfRefund, async (c) => {
    const row = await refundRow(db, c.req.param('id') ?? '');
    if (!row || !(await orderHasShop(db, row.order_id, c.get('actor').shopId))) throw commerceError('REFUND.NOT_FOUND');
    return okJson(c, await refundJson(db, row));
  });
  routes.post(routePattern(API_PATHS.sellerRefundApprove), sellerOfRefund, sellerRefundStep(() => ({ type: 'refund.shopApprove', role: 'seller' })));
  routes.post(routePattern(API_PATHS.sellerRefundReject), sellerOfRefund, sellerRefundStep((body) => ({ type: 'refund.shopReject', role: 'seller', rejection: body })));
  routes.post(routePattern(API_PATHS.sellerRefundReceive), sellerOfRefund, sellerRefundStep(() => ({ type: 'refund.receive', role: 'seller' })));

  /** A step of the platform's admin on any order. */
  const adminStep = (event: (body: Record<string, unknown>) => OrderEvent) => async (c: Context<ActorEnv>) => {
    const body = await optionalBody(c);
    const orderId = c.req.param('id') ?? '';
    await stepInTransaction(db, (tx) => orderStep(tx, orderId, event(body), clock()));
    return orderAnswer(c, orderId);
  };
  routes.post(routePattern(API_PATHS.adminOrderApprove), admin, adminStep(() => ({ type: 'order.approve', role: 'admin' })));
  routes.post(routePattern(API_PATHS.adminOrderCancel), admin, adminStep((body) => ({ type: 'order.cancel', role: 'admin', reason: bodyText(body, 'reason') })));

  const adminRefundStep = (event: RefundEvent) => async (c: Context<ActorEnv>) => {
    const refundId = c.req.param('id') ?? '';
    const refund = await stepInTransaction(db, (tx) => refundStep(tx, refundId, event, clock()));
    return okJson(c, await refundJson(db, refund));
  };
  routes.post(routePattern(API_PATHS.adminRefundApprove), adminOfRefund, adminRefundStep({ type: 'refund.adminApprove', role: 'admin' }));
  routes.post(routePattern(API_PATHS.adminRefundReject), adminOfRefund, adminRefundStep({ type: 'refund.adminReject', role: 'admin' }));
  routes.post(routePattern(API_PATHS.adminRefundComplete), adminOfRefund, adminRefundStep({ type: 'refund.complete', role: 'admin' }));

  return routes;
}
