import { Hono } from 'hono';
import { GROUP_BUY_API_PATHS, groupBuyOfferValidate, type SellerGroupBuy } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { actorShopId, objectBody, productsOfShop, sellerValid } from '../seller-shop/seller-shop-http.js';
import { offerGet, offerSave, roomCounts, salePricesOf } from './group-buy-offers.js';

/**
 * The seller's group-buy set-up of one product (a section of the product's edit page): read and
 * save, checked by core's groupBuyOfferValidate (the form's rule) against the product's and its
 * variants' prices. A product of another shop is not found, as one that does not exist.
 */
export function sellerGroupBuyRoutes(db: Db, clock: () => number): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const path = routePattern(GROUP_BUY_API_PATHS.seller);
  routes.use(path, actorRequired(db, 'seller', ERROR_CODES['SELLER_SHOP.NOT_ALLOWED']));

  const own = async (shopId: string, productId: string): Promise<void> => {
    if (!(await productsOfShop(db, shopId, [productId]))) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product in your shop.');
  };
  const view = async (productId: string): Promise<SellerGroupBuy> => ({
    offer: await offerGet(db, productId),
    sale_prices: await salePricesOf(db, productId),
    rooms: await roomCounts(db, productId),
  });

  routes.get(path, async (c) => {
    const productId = c.req.param('id');
    await own(actorShopId(c), productId);
    return okJson(c, await view(productId));
  });
  routes.put(path, async (c) => {
    const shopId = actorShopId(c);
    const productId = c.req.param('id');
    await own(shopId, productId);
    const now = clock();
    const form = sellerValid(groupBuyOfferValidate(await objectBody(c), { salePrices: await salePricesOf(db, productId), now }));
    await offerSave(db, productId, shopId, form, now);
    return okJson(c, await view(productId));
  });
  return routes;
}
