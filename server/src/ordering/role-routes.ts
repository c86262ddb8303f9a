import { Hono, type Context } from 'hono';
import { refundAdminReasonValidate, type OrderEvent, type RefundEvent, type Result, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from './actor-tokens.js';
import { commerceError } from './commerce-error.js';
import { orderStep } from './order-step.js';
import { bodyText, optionalBody, stepInTransaction } from './order-steps-http.js';
import { orderJson } from './order-store.js';
import { refundStep } from './refund-steps.js';
import { refundRow, type RefundRow } from './refund-store.js';
import { refundDeskJson } from './refund-desk.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { sellerPartCancel } from './seller-part-cancel.js';
import { sellerShopStep } from './seller-shop-step.js';
import type { CarrierPort } from '../carrier/carrier-port.js';
import { carrierHandOver } from '../carrier/carrier-hand-over.js';
import { TARIFF_CARRIER } from '../carrier/tariff-carrier.js';
import { sellerOrderJson } from './seller-order-view.js';

/** The refund if it holds the calling seller's shop's goods; another shop's return is not found. */
async function sellerRefundRow(db: Db, refundId: string, shopId: string | null): Promise<RefundRow> {
  const row = await refundRow(db, refundId);
  if (!row || row.shop_id === null || row.shop_id !== shopId) throw commerceError('REFUND.NOT_FOUND');
  return row;
}

/**
 * A rejection's evidence is shown to the buyer: uploads of this server only, the seller
 * account's own (a development shop token has no account: then they need only exist). Core's
 * rule still asks for some.
 */
async function evidenceUploaded(db: Db, body: Record<string, unknown>, ownerId: string | null): Promise<void> {
  const images: unknown = body['images'];
  const urls = Array.isArray(images) ? images.filter((image): image is string => typeof image === 'string' && image.trim() !== '') : [];
  const invalidAt = urls.length > 0 ? await uploadedImagesRefusal(db, urls, ownerId) : null;
  if (invalidAt !== null) throw commerceError('REFUND.REJECT_IMAGE_INVALID', `Image ${invalidAt} is not an uploaded image.`);
}

/**
 * The seller's and the platform's steps on orders and refunds. A seller is a live seller token
 * of a shop (`api/v1/dev/shop-token` until accounts exist) and acts only on orders with a part
 * of that shop (others' are not found), seeing and changing only that part (core's
 * orderSellerView), and answers only returns of its shop's goods; an admin is a live admin token. Every step goes
 * through core's machines (orderNext, refundNext) with the caller's role.
 */
export function roleRoutes(db: Db, clock: () => number = Date.now, carrier: CarrierPort = TARIFF_CARRIER): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);
  const sellerOfRefund = actorRequired(db, 'seller', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);
  const admin = actorRequired(db, 'admin', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);
  const adminOfRefund = actorRequired(db, 'admin', ERROR_CODES['REFUND.ACTOR_NOT_ALLOWED']);

  const orderAnswer = async (c: Context<ActorEnv>, orderId: string) => {
    const order = await orderJson(db, orderId);
    if (!order) throw commerceError('ORDER.NOT_FOUND');
    return okJson(c, order);
  };
  /** A step of the calling seller on its own shop's part; the answer is its part only. */
  const sellerStep = (step: (tx: Db, orderId: string, shopId: string, body: Record<string, unknown>) => Promise<Result<unknown, string>>) =>
    async (c: Context<ActorEnv>) => {
      const body = await optionalBody(c);
      const orderId = c.req.param('id') ?? '';
      const shopId = c.get('actor').shopId ?? '';
      await stepInTransaction(db, async (tx) => {
        await sellerOrderJson(tx, orderId, shopId);
        return step(tx, orderId, shopId, body);
      });
      return okJson(c, await sellerOrderJson(db, orderId, shopId));
    };

  routes.get(routePattern(SELLER_API_PATHS.sellerOrder), seller, async (c) =>
    okJson(c, await sellerOrderJson(db, c.req.param('id') ?? '', c.get('actor').shopId)),
  );
  routes.post(routePattern(SELLER_API_PATHS.sellerOrderConfirm), seller, sellerStep((tx, id, shopId) =>
    sellerShopStep(tx, id, shopId, { type: 'order.confirm', role: 'seller' }, clock())));
  routes.post(routePattern(SELLER_API_PATHS.sellerOrderHandOver), seller, sellerStep((tx, id, shopId, body) =>
    carrierHandOver(tx, carrier, { orderId: id, shopId, typedWaybill: bodyText(body, 'waybill') }, (waybill) =>
      sellerShopStep(tx, id, shopId, { type: 'order.handOver', role: 'seller', waybill }, clock()))));
  // A seller cancels its own shop's part; the order is cancelled once no part is live.
  routes.post(routePattern(SELLER_API_PATHS.sellerOrderCancel), seller, sellerStep((tx, id, shopId, body) =>
    sellerPartCancel(tx, id, shopId, { type: 'order.cancel', role: 'seller', reason: bodyText(body, 'reason') }, clock())));
  routes.post(routePattern(SELLER_API_PATHS.sellerOrderCancelAccept), seller, sellerStep((tx, id, shopId) =>
    sellerPartCancel(tx, id, shopId, { type: 'order.cancelAccept', role: 'seller' }, clock())));
  // A no from any seller answers the buyer's request: the order goes back to being prepared.
  routes.post(routePattern(SELLER_API_PATHS.sellerOrderCancelDecline), seller, sellerStep((tx, id) =>
    orderStep(tx, id, { type: 'order.cancelDecline', role: 'seller' }, clock())));

  /** A refund step of the seller of the shop whose goods the return holds. */
  const sellerRefundStep = (event: (body: Record<string, unknown>) => RefundEvent) => async (c: Context<ActorEnv>) => {
    const body = await optionalBody(c);
    const refundId = c.req.param('id') ?? '';
    const refund = await stepInTransaction(db, async (tx) => {
      await sellerRefundRow(tx, refundId, c.get('actor').shopId);
      const step = event(body);
      if (step.type === 'refund.shopReject') await evidenceUploaded(tx, body, c.get('actor').userId ?? null);
      return refundStep(tx, refundId, step, clock());
    });
    return okJson(c, await refundDeskJson(db, refund));
  };
  routes.get(routePattern(SELLER_API_PATHS.sellerRefund), sellerOfRefund, async (c) =>
    okJson(c, await refundDeskJson(db, await sellerRefundRow(db, c.req.param('id') ?? '', c.get('actor').shopId))),
  );
  routes.post(routePattern(SELLER_API_PATHS.sellerRefundApprove), sellerOfRefund, sellerRefundStep(() => ({ type: 'refund.shopApprove', role: 'seller' })));
  routes.post(routePattern(SELLER_API_PATHS.sellerRefundReject), sellerOfRefund, sellerRefundStep((body) => ({ type: 'refund.shopReject', role: 'seller', rejection: body })));
  routes.post(routePattern(SELLER_API_PATHS.sellerRefundReceive), sellerOfRefund, sellerRefundStep(() => ({ type: 'refund.receive', role: 'seller' })));

  /** A step of the platform's admin on any order. */
  const adminStep = (event: (body: Record<string, unknown>) => OrderEvent) => async (c: Context<ActorEnv>) => {
    const body = await optionalBody(c);
    const orderId = c.req.param('id') ?? '';
    await stepInTransaction(db, (tx) => orderStep(tx, orderId, event(body), clock()));
    return orderAnswer(c, orderId);
  };
  routes.post(routePattern(ADMIN_API_PATHS.adminOrderApprove), admin, adminStep(() => ({ type: 'order.approve', role: 'admin' })));
  routes.post(routePattern(ADMIN_API_PATHS.adminOrderCancel), admin, adminStep((body) => ({ type: 'order.cancel', role: 'admin', reason: bodyText(body, 'reason') })));

  /** An admin's refund step; a refusal carries the admin's reason (core's refundAdminReasonValidate), stored with the step. */
  const adminRefundStep = (event: RefundEvent) => async (c: Context<ActorEnv>) => {
    const refundId = c.req.param('id') ?? '';
    let reason: string | null = null;
    if (event.type === 'refund.adminReject') {
      const checked = refundAdminReasonValidate((await optionalBody(c))['reason']);
      if (!checked.ok) throw commerceError(checked.error[0]?.code ?? 'REFUND.ADMIN_REASON_REQUIRED');
      reason = checked.value;
    }
    // Written first, in the step's transaction: a refused step rolls it back with it.
    const refund = await stepInTransaction(db, async (tx) => {
      if (reason !== null) await typedDb(tx).updateTable('refunds').set({ admin_reason: reason }).where('id', '=', refundId).execute();
      return refundStep(tx, refundId, event, clock());
    });
    return okJson(c, await refundDeskJson(db, refund));
  };
  routes.post(routePattern(ADMIN_API_PATHS.adminRefundApprove), adminOfRefund, adminRefundStep({ type: 'refund.adminApprove', role: 'admin' }));
  routes.post(routePattern(ADMIN_API_PATHS.adminRefundReject), adminOfRefund, adminRefundStep({ type: 'refund.adminReject', role: 'admin' }));
  routes.post(routePattern(ADMIN_API_PATHS.adminRefundComplete), adminOfRefund, adminRefundStep({ type: 'refund.complete', role: 'admin' }));

  return routes;
}
