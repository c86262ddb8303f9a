import { Hono } from 'hono';
import {
  SELLER_ORDER_BATCH_MAX,
  sellerOrderListParamsRead,
  type Result,
  type SellerOrderBatchResult,
  SELLER_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from './actor-tokens.js';
import { optionalBody, stepInTransaction } from './order-steps-http.js';
import { sellerOrderList } from './seller-order-list.js';
import { sellerOrderJson } from './seller-order-view.js';
import type { CarrierPort } from '../carrier/carrier-port.js';
import { carrierHandOver } from '../carrier/carrier-hand-over.js';
import { TARIFF_CARRIER } from '../carrier/tariff-carrier.js';
import { sellerShopStep } from './seller-shop-step.js';

interface BatchItem {
  readonly id: string;
  readonly waybill: string;
}

const batchInvalid = (message: string) => new ApiError(400, ERROR_CODES.requestInvalid, message);

/** The batch's orders: `{ ids }` for a confirm, `{ orders: [{ id, waybill }] }` for a hand-over; 1 to SELLER_ORDER_BATCH_MAX, no repeats. */
function batchItems(body: Record<string, unknown>, withWaybill: boolean): BatchItem[] {
  const raw: unknown = withWaybill ? body['orders'] : body['ids'];
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > SELLER_ORDER_BATCH_MAX) {
    throw batchInvalid(`Expected 1 to ${SELLER_ORDER_BATCH_MAX} orders.`);
  }
  const items = raw.map((entry: unknown): BatchItem => {
    if (!withWaybill && typeof entry === 'string' && entry !== '') return { id: entry, waybill: '' };
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const id = record['id'];
    const waybill = record['waybill'];
    if (withWaybill && typeof id === 'string' && id !== '') return { id, waybill: typeof waybill === 'string' ? waybill : '' };
    throw batchInvalid(withWaybill ? 'Each order is { id, waybill }.' : 'Each id is a text.');
  });
  if (new Set(items.map((item) => item.id)).size !== items.length) throw batchInvalid('An order is listed twice.');
  return items;
}

/**
 * The seller's order list and its batch steps. Each order of a batch takes the same step as
 * its own endpoint (sellerShopStep through core's machine), in its own transaction: one
 * refusal (another shop's order, a step the machine refuses, a missing waybill) does not undo
 * the others, and each answers with its code. Scoped by the caller's shop (actor.shopId).
 */
export function sellerOrderRoutes(db: Db, clock: () => number = Date.now, carrier: CarrierPort = TARIFF_CARRIER): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);

  routes.get(routePath(SELLER_API_PATHS.sellerOrders), seller, async (c) =>
    okJson(c, await sellerOrderList(db, c.get('actor').shopId ?? '', sellerOrderListParamsRead(c.req.query()))),
  );

  const batchStep = async (shopId: string, items: readonly BatchItem[], withWaybill: boolean): Promise<SellerOrderBatchResult[]> => {
    const results: SellerOrderBatchResult[] = [];
    for (const item of items) {
      try {
        await stepInTransaction(db, async (tx): Promise<Result<unknown, string>> => {
          await sellerOrderJson(tx, item.id, shopId);
          if (!withWaybill) return sellerShopStep(tx, item.id, shopId, { type: 'order.confirm', role: 'seller' }, clock());
          return carrierHandOver(tx, carrier, { orderId: item.id, shopId, typedWaybill: item.waybill }, (waybill) =>
            sellerShopStep(tx, item.id, shopId, { type: 'order.handOver', role: 'seller', waybill }, clock()));
        });
        results.push({ order_id: item.id, ok: true, error_code: null, order: await sellerOrderJson(db, item.id, shopId) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ order_id: item.id, ok: false, error_code: error.code, order: null });
      }
    }
    return results;
  };

  routes.post(routePath(SELLER_API_PATHS.sellerOrdersConfirm), seller, async (c) => {
    const items = batchItems(await optionalBody(c), false);
    return okJson(c, { results: await batchStep(c.get('actor').shopId ?? '', items, false) });
  });
  routes.post(routePath(SELLER_API_PATHS.sellerOrdersHandOver), seller, async (c) => {
    const items = batchItems(await optionalBody(c), true);
    return okJson(c, { results: await batchStep(c.get('actor').shopId ?? '', items, true) });
  });
  return routes;
}
