import { Hono } from 'hono';
import {
  SELLER_SETTINGS_PATHS,
  issue,
  sellerAddressKnown,
  shopInfoValidate,
  shopPaymentSettingsValidate,
  shopPauseValidate,
  shopReturnPolicyValidate,
  shopShippingSettingsValidate,
  type ShopInfo,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { requestLang } from '../checkout/request-facts.js';
import { adminUnits } from '../addresses/admin-units.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { actorShopId, objectBody, sellerValid } from '../seller-shop/seller-shop-http.js';
import {
  pauseRead,
  pauseWrite,
  paymentSettingsRead,
  paymentSettingsWrite,
  returnPolicyRead,
  returnPolicyWrite,
  returnReasonsKnown,
  shippingSettingsRead,
  shippingSettingsWrite,
  shopInfoRead,
  shopInfoWrite,
} from './seller-settings-store.js';

/** The shop information, checked as the form checks it, then against the catalogue and the uploads. */
async function shopInfoChecked(db: Db, shopId: string, body: Record<string, unknown>): Promise<ShopInfo> {
  const info = sellerValid(shopInfoValidate(body));
  if (!sellerAddressKnown(await adminUnits(), info.address)) sellerValid({ ok: false, error: [issue('address.ward', 'SHOP_SETTINGS.ADDRESS_UNKNOWN')] });
  // A picture buyers will see must be an upload of this server; the one the shop already has stays.
  const current = await shopInfoRead(db, shopId);
  const changed = (['avatar', 'cover'] as const).filter((field) => info[field] !== '' && info[field] !== current[field]);
  if ((await uploadedImagesRefusal(db, changed.map((field) => info[field]), null)) !== null) {
    throw new ApiError(400, ERROR_CODES['SHOP_SETTINGS.IMAGE_NOT_UPLOADED'], `${changed.join(', ')}: not an uploaded image.`);
  }
  return info;
}

/**
 * The seller's settings (cai-dat) and pause mode. Every route needs a seller account that owns a
 * shop (actorRequired: no token 401, a buyer's 403) and reads or changes only that shop's
 * settings: there is no shop id in any path, so another shop's cannot even be named.
 */
export function sellerSettingsRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SHOP_SETTINGS.NOT_ALLOWED']);
  for (const path of Object.values(SELLER_SETTINGS_PATHS)) routes.use(routePath(path), seller);

  const shipping = routePath(SELLER_SETTINGS_PATHS.shipping);
  routes.get(shipping, async (c) => okJson(c, await shippingSettingsRead(db, actorShopId(c), requestLang(c))));
  routes.put(shipping, async (c) => {
    const shopId = actorShopId(c);
    const settings = sellerValid(shopShippingSettingsValidate(await objectBody(c)));
    if (!(await returnReasonsKnown(db, settings.return_reasons))) {
      throw new ApiError(400, ERROR_CODES['SHOP_SETTINGS.RETURN_REASON_UNKNOWN'], 'return_reasons: not all are return reasons.');
    }
    await shippingSettingsWrite(db, shopId, settings);
    return okJson(c, await shippingSettingsRead(db, shopId, requestLang(c)));
  });

  const returns = routePath(SELLER_SETTINGS_PATHS.returnPolicy);
  routes.get(returns, async (c) => okJson(c, await returnPolicyRead(db, actorShopId(c))));
  routes.put(returns, async (c) => {
    const shopId = actorShopId(c);
    await returnPolicyWrite(db, shopId, sellerValid(shopReturnPolicyValidate(await objectBody(c))));
    return okJson(c, await returnPolicyRead(db, shopId));
  });

  const payment = routePath(SELLER_SETTINGS_PATHS.payment);
  routes.get(payment, async (c) => okJson(c, await paymentSettingsRead(db, actorShopId(c))));
  routes.put(payment, async (c) => {
    const shopId = actorShopId(c);
    await paymentSettingsWrite(db, shopId, sellerValid(shopPaymentSettingsValidate(await objectBody(c))));
    return okJson(c, await paymentSettingsRead(db, shopId));
  });

  const info = routePath(SELLER_SETTINGS_PATHS.shopInfo);
  routes.get(info, async (c) => okJson(c, await shopInfoRead(db, actorShopId(c))));
  routes.put(info, async (c) => {
    const shopId = actorShopId(c);
    await shopInfoWrite(db, shopId, await shopInfoChecked(db, shopId, await objectBody(c)));
    return okJson(c, await shopInfoRead(db, shopId));
  });

  const pause = routePath(SELLER_SETTINGS_PATHS.pause);
  routes.get(pause, async (c) => okJson(c, await pauseRead(db, actorShopId(c))));
  routes.put(pause, async (c) => {
    const shopId = actorShopId(c);
    const request = sellerValid(shopPauseValidate(await objectBody(c), clock()));
    await pauseWrite(db, shopId, request.until, request.note);
    return okJson(c, await pauseRead(db, shopId));
  });
  routes.delete(pause, async (c) => {
    const shopId = actorShopId(c);
    await pauseWrite(db, shopId, null, '');
    return okJson(c, await pauseRead(db, shopId));
  });
  return routes;
}
