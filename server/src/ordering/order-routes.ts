import { Hono } from 'hono';
import { sql } from 'kysely';
import {
  API_PATHS,
  checkoutReturnPathValid,
  OrderTabSchema,
  orderTabStatuses,
  refundRequestValidate,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { requestLang, requestOrigin, sessionOnce } from '../checkout/request-facts.js';
import { paymentRetry } from '../payments/payment-retry.js';
import { commerceError } from './commerce-error.js';
import { orderStep } from './order-step.js';
import { bodyText, optionalBody, stepInTransaction } from './order-steps-http.js';
import { orderColumns, orderJson, orderRow, ordersJson, type OrderRow } from './order-store.js';
import { refundCreate, refundStep } from './refund-steps.js';
import { refundJson, refundRow } from './refund-store.js';
import { gatewaysConfigured } from '../payments/gateway-config.js';
import { clientAddress } from '../http/client-address.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';

const LIMIT_DEFAULT = 20;

/** MODAVI_PAYMENT_RETRY_FAIL: the new payment attempt is thrown away, as a failing database would. */
const paymentRetryFault = async (): Promise<void> => {
  throw new Error('MODAVI_PAYMENT_RETRY_FAIL: writing the payment attempt failed');
};
const LIMIT_MAX = 50;

const pageNumber = (text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new ApiError(400, ERROR_CODES.requestInvalid, `Expected a whole number from 1 to ${max}.`);
  return value;
};

/** The buyer's side: their orders and what they may do with them, their returns. Others' orders are not found. */
export function orderRoutes(db: Db, config: ServerConfig, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const session = sessionOnce(db);

  /** The order of this session's owner, or ORDER.NOT_FOUND (also for another owner's). */
  const ownOrder = async (tx: Db, orderId: string, ownerId: string, lock = false): Promise<OrderRow> => {
    const row = await orderRow(tx, orderId, lock);
    if (!row || row.owner_id !== ownerId) throw commerceError('ORDER.NOT_FOUND');
    return row;
  };
  const answer = async (orderId: string) => {
    const order = await orderJson(db, orderId);
    if (!order) throw commerceError('ORDER.NOT_FOUND');
    return order;
  };

  routes.get(routePath(API_PATHS.orders), session, async (c) => {
    const tabText = c.req.query('tab');
    const tab = tabText ? OrderTabSchema.safeParse(tabText) : null;
    if (tab && !tab.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Unknown order tab.');
    const page = pageNumber(c.req.query('page'), 1, 10_000);
    const limit = pageNumber(c.req.query('limit'), LIMIT_DEFAULT, LIMIT_MAX);
    const statuses = tab?.success ? orderTabStatuses(tab.data) : null;
    const { ownerId } = c.get('session');
    const typed = typedDb(db);
    const ofStatus = statuses === null ? sql<boolean>`true` : sql<boolean>`o.status = ANY(${[...statuses]}::text[])`;
    const rows = await typed
      .selectFrom('orders as o')
      .select(orderColumns)
      .where('o.owner_id', '=', ownerId)
      .where(ofStatus)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const count = await typed
      .selectFrom('orders as o')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('o.owner_id', '=', ownerId)
      .where(ofStatus)
      .executeTakeFirst();
    return okJson(c, { items: await ordersJson(db, rows), page, limit, total: count?.total ?? 0 });
  });

  routes.get(routePattern(API_PATHS.order), session, async (c) => {
    await ownOrder(db, c.req.param('id'), c.get('session').ownerId);
    return okJson(c, await answer(c.req.param('id')));
  });

  routes.post(routePattern(API_PATHS.orderCancel), session, async (c) => {
    const body = await optionalBody(c);
    const orderId = c.req.param('id');
    await stepInTransaction(db, async (tx) => {
      await ownOrder(tx, orderId, c.get('session').ownerId, true);
      return orderStep(tx, orderId, { type: 'order.cancel', role: 'buyer', reason: bodyText(body, 'reason') }, clock());
    });
    return okJson(c, await answer(orderId));
  });

  routes.post(routePattern(API_PATHS.orderConfirmReceipt), session, async (c) => {
    const orderId = c.req.param('id');
    await stepInTransaction(db, async (tx) => {
      await ownOrder(tx, orderId, c.get('session').ownerId, true);
      return orderStep(tx, orderId, { type: 'order.confirmReceipt', role: 'buyer' }, clock());
    });
    return okJson(c, await answer(orderId));
  });

  // A new payment link for an online order still waiting for its money (after a declined or abandoned attempt).
  routes.post(routePattern(API_PATHS.orderPayment), session, async (c) => {
    const body = await optionalBody(c);
    const returnUrl = bodyText(body, 'return_url').trim();
    if (returnUrl !== '' && !checkoutReturnPathValid(returnUrl)) throw commerceError('CHECKOUT.DRAFT_INVALID', 'return_url must be a path of the app.');
    const link = await paymentRetry(db, {
      orderId: c.req.param('id'),
      ownerId: c.get('session').ownerId,
      returnUrl,
      payments: {
        origin: requestOrigin(c, config),
        lang: requestLang(c),
        fail: config.commerce.paymentGatewayFail,
        gateways: gatewaysConfigured(config.commerce.gateways),
        credentials: config.commerce.gateways,
        clientIp: clientAddress(c, config.auth.trustedProxies),
      },
      ...(config.commerce.paymentRetryFail ? { beforeCommit: paymentRetryFault } : {}),
    });
    return okJson(c, link, 201);
  });

  routes.post(routePattern(API_PATHS.orderRefunds), session, async (c) => {
    const checked = refundRequestValidate(await optionalBody(c));
    if (!checked.ok) {
      const first = checked.error[0];
      throw commerceError(first?.code ?? 'REFUND.REQUEST_ITEMS_INVALID', `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
    }
    // The pictures are shown to the seller and the platform: only the buyer's own uploads here.
    const invalidAt = await uploadedImagesRefusal(db, checked.value.images, c.get('session').ownerId);
    if (invalidAt !== null) throw commerceError('REFUND.REQUEST_IMAGE_INVALID', `Image ${invalidAt} is not an image you uploaded.`);
    const orderId = c.req.param('id');
    const refund = await stepInTransaction(db, async (tx) => {
      await ownOrder(tx, orderId, c.get('session').ownerId, true);
      return refundCreate(tx, orderId, checked.value, clock());
    });
    return okJson(c, await refundJson(db, refund), 201);
  });

  /** The refund of this session's owner, or REFUND.NOT_FOUND. */
  const ownRefund = async (tx: Db, refundId: string, ownerId: string) => {
    const row = await refundRow(tx, refundId);
    if (!row || row.owner_id !== ownerId) throw commerceError('REFUND.NOT_FOUND');
    return row;
  };

  routes.get(routePattern(API_PATHS.refund), session, async (c) =>
    okJson(c, await refundJson(db, await ownRefund(db, c.req.param('id'), c.get('session').ownerId))),
  );

  routes.post(routePattern(API_PATHS.refundCancel), session, async (c) => {
    const refundId = c.req.param('id');
    const refund = await stepInTransaction(db, async (tx) => {
      await ownRefund(tx, refundId, c.get('session').ownerId);
      return refundStep(tx, refundId, { type: 'refund.cancel', role: 'buyer' }, clock());
    });
    return okJson(c, await refundJson(db, refund));
  });

  return routes;
}
