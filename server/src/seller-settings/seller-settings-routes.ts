import { Hono } from 'hono';
import {
  SELLER_SETTINGS_ENDPOINTS,
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
import { contractRoute } from '../http/contract/contract-route.js';
import { endpointRoute } from '../http/contract/contract-policies.js';
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
 * The seller's settings (cai-dat) and pause mode, as core declares them (SELLER_SETTINGS_ENDPOINTS).
 * Every route needs a seller account that owns a shop (actorRequired: no token 401, a buyer's 403)
 * and reads or changes only that shop's settings: there is no shop id in any path, so another
 * shop's cannot even be named. A save's body is checked here by core's form rule, whose codes are
 * the fields' own (the declarations leave `body` out).
 */
export function sellerSettingsRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SHOP_SETTINGS.NOT_ALLOWED']);
  const E = SELLER_SETTINGS_ENDPOINTS;
  for (const path of new Set(Object.values(E).map(endpointRoute))) routes.use(path, seller);

  contractRoute(routes, E.sellerShippingGet, async (c) => shippingSettingsRead(db, actorShopId(c), requestLang(c)));
  contractRoute(routes, E.sellerShippingSave, async (c) => {
    const shopId = actorShopId(c);
    const settings = sellerValid(shopShippingSettingsValidate(await objectBody(c)));
    if (!(await returnReasonsKnown(db, settings.return_reasons))) {
      throw new ApiError(400, ERROR_CODES['SHOP_SETTINGS.RETURN_REASON_UNKNOWN'], 'return_reasons: not all are return reasons.');
    }
    await shippingSettingsWrite(db, shopId, settings);
    return shippingSettingsRead(db, shopId, requestLang(c));
  });

  contractRoute(routes, E.sellerReturnPolicyGet, async (c) => returnPolicyRead(db, actorShopId(c)));
  contractRoute(routes, E.sellerReturnPolicySave, async (c) => {
    const shopId = actorShopId(c);
    await returnPolicyWrite(db, shopId, sellerValid(shopReturnPolicyValidate(await objectBody(c))));
    return returnPolicyRead(db, shopId);
  });

  contractRoute(routes, E.sellerPaymentGet, async (c) => paymentSettingsRead(db, actorShopId(c)));
  contractRoute(routes, E.sellerPaymentSave, async (c) => {
    const shopId = actorShopId(c);
    await paymentSettingsWrite(db, shopId, sellerValid(shopPaymentSettingsValidate(await objectBody(c))));
    return paymentSettingsRead(db, shopId);
  });

  contractRoute(routes, E.sellerShopInfoGet, async (c) => shopInfoRead(db, actorShopId(c)));
  contractRoute(routes, E.sellerShopInfoSave, async (c) => {
    const shopId = actorShopId(c);
    await shopInfoWrite(db, shopId, await shopInfoChecked(db, shopId, await objectBody(c)));
    return shopInfoRead(db, shopId);
  });

  contractRoute(routes, E.sellerPauseGet, async (c) => pauseRead(db, actorShopId(c)));
  contractRoute(routes, E.sellerPauseStart, async (c) => {
    const shopId = actorShopId(c);
    const request = sellerValid(shopPauseValidate(await objectBody(c), clock()));
    await pauseWrite(db, shopId, request.until, request.note);
    return pauseRead(db, shopId);
  });
  contractRoute(routes, E.sellerPauseEnd, async (c) => {
    const shopId = actorShopId(c);
    await pauseWrite(db, shopId, null, '');
    return pauseRead(db, shopId);
  });
  return routes;
}
