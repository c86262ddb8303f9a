import { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, CartAddSchema, CART_QUANTITY_MIN, IdSchema, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { cartBuild } from '../cart/cart-build.js';
import { shopSettings } from '../checkout/shop-settings.js';
import { cartAdd, cartLineRemove, cartLinesRemove, cartQuantitySet } from '../cart/cart-changes.js';
import type { CartRefusal } from '../cart/cart-errors.js';
import { cartLineCount, cartLineRows } from '../cart/cart-lines.js';
import { cartPromotionPrices } from '../cart/cart-promotions.js';
import type { ApiEnv } from './api-env.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { sessionRequired } from './auth.js';
import { okJson } from './envelope.js';
import { bodyParse } from './request-body.js';
import { routePath, routePattern } from './route-path.js';

const QuantitySchema = z.object({ quantity: z.number().int().min(CART_QUANTITY_MIN) });
const DeleteManySchema = z.object({ ids: z.array(IdSchema).max(500) });

const REFUSALS: Record<CartRefusal, ConstructorParameters<typeof ApiError>> = {
  PRODUCT_NOT_FOUND: [404, ERROR_CODES.productNotFound, 'No such product.'],
  VARIANT_REQUIRED: [400, ERROR_CODES.variantRequired, 'This product has classifications: choose a variant.'],
  VARIANT_NOT_FOUND: [404, ERROR_CODES.variantNotFound, 'No such variant for this product.'],
  OUT_OF_STOCK: [409, ERROR_CODES.outOfStock, 'Not enough stock left for this quantity.'],
  LINE_NOT_FOUND: [404, ERROR_CODES.lineNotFound, 'No such line in this cart.'],
  SHOP_PAUSED: [409, ERROR_CODES['SHOP.PAUSED'], 'The shop is paused and takes no orders until it reopens.'],
};

const refusalThrow = (result: Result<void, CartRefusal>): void => {
  if (!result.ok) throw new ApiError(...REFUSALS[result.error]);
};

/** The spec's cart calls. Every change answers with the cart's line count (what the badge shows). */
export function cartRoutes(db: Db, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.use('/api/v1/mobile/*', sessionRequired(db));

  // Each valid group carries its shop's discounts, the ones checkout prices with (shopSettings),
  // so the cart shows the best discount of the ticked lines with core's cartPayable; a line under
  // a running promotion carries the promotion's price, the one checkout charges.
  routes.get(routePath(API_PATHS.cartAll), async (c) => {
    const { ownerId } = c.get('session');
    const rows = await cartLineRows(db, ownerId);
    const cart = cartBuild(rows, await cartPromotionPrices(db, ownerId, rows, clock()));
    const settings = await shopSettings(db, cart.valid.map((group) => group.shop._id));
    const valid = cart.valid.map((group) => ({ ...group, discounts: settings.get(group.shop._id)?.discounts ?? [] }));
    return okJson(c, { ...cart, valid });
  });

  routes.get(routePath(API_PATHS.cartCount), async (c) => okJson(c, await cartLineCount(db, c.get('session').ownerId)));

  routes.post(routePath(API_PATHS.cartAdd), async (c) => {
    const add = await bodyParse(c, CartAddSchema, { quantity: ERROR_CODES.quantityInvalid });
    const { ownerId } = c.get('session');
    refusalThrow(await cartAdd(db, ownerId, add));
    return okJson(c, await cartLineCount(db, ownerId), 201);
  });

  routes.post(routePath(API_PATHS.cartDeleteMany), async (c) => {
    const { ids } = await bodyParse(c, DeleteManySchema);
    const { ownerId } = c.get('session');
    await cartLinesRemove(db, ownerId, ids);
    return okJson(c, await cartLineCount(db, ownerId));
  });

  routes.put(routePattern(API_PATHS.cartQuantities), async (c) => {
    const { quantity } = await bodyParse(c, QuantitySchema, { quantity: ERROR_CODES.quantityInvalid });
    const { ownerId } = c.get('session');
    refusalThrow(await cartQuantitySet(db, ownerId, c.req.param('id'), quantity));
    return okJson(c, await cartLineCount(db, ownerId));
  });

  routes.delete(routePattern(API_PATHS.cartLine), async (c) => {
    const { ownerId } = c.get('session');
    refusalThrow(await cartLineRemove(db, ownerId, c.req.param('id')));
    return okJson(c, await cartLineCount(db, ownerId));
  });

  return routes;
}
