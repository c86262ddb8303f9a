import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { ERROR_CODES } from '../http/api-error.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { sellerVoucherRoutes } from './seller-voucher-routes.js';
import { sellerPromotionRoutes } from './seller-promotion-routes.js';

/**
 * The seller's marketing: vouchers (ma-giam-gia) and promotion programs (chuong-trinh-cua-toi).
 * Every route needs a seller account that owns a shop (actorRequired) and reads or changes only
 * that shop's rows: another shop's are not found.
 */
export function sellerMarketingRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SELLER_SHOP.NOT_ALLOWED']);
  sellerVoucherRoutes(routes, db, clock, seller);
  sellerPromotionRoutes(routes, db, clock, seller);
  return routes;
}
