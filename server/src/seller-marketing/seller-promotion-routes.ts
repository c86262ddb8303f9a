import type { Hono } from 'hono';
import {
  CAMPAIGN_LIST_STATES,
  SELLER_MARKETING_ENDPOINTS,
  campaignActions,
  sellerListQueryRead,
  promotionFormValidate,
  promotionSellerCheck,
  promotionTypeRead,
  type PromotionForm,
  type PromotionType,
  type SellerPromotion,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { contractRoute } from '../http/contract/contract-route.js';
import { endpointRoute } from '../http/contract/contract-policies.js';
import type { ActorEnv, actorRequired } from '../ordering/actor-tokens.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { actorShopId, newId, objectBody, productsOfShop, sellerValid } from '../seller-shop/seller-shop-http.js';
import {
  productInOtherProgram,
  productPrices,
  sellerPromotionCreate,
  sellerPromotionDelete,
  sellerPromotionEnd,
  sellerPromotionGet,
  sellerPromotionList,
  sellerPromotionUpdate,
} from './seller-promotion-store.js';

const missing = () => new ApiError(404, ERROR_CODES['PROMOTION.NOT_FOUND'], 'No such program in your shop.');

/** The body's items with the price each product sells at now, not the one the client sent: terms are judged on what buyers pay. */
async function pricedBody(db: Db, shopId: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const items = Array.isArray(body['items']) ? (body['items'] as unknown[]) : [];
  const ids = items.map((item) => (typeof item === 'object' && item !== null ? (item as { product_id?: unknown }).product_id : null)).filter((id): id is string => typeof id === 'string');
  if (!(await productsOfShop(db, shopId, ids))) throw new ApiError(400, ERROR_CODES['PROMOTION.PRODUCT_NOT_IN_SHOP'], 'items: not all are products of your shop.');
  const prices = await productPrices(db, shopId, ids);
  return {
    ...body,
    items: items.map((item) => {
      const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      // Whole products only: a variant's own terms are not offered by this form.
      return { ...fields, variant_id: null, price: prices.get(String(fields['product_id'])) ?? null };
    }),
  };
}

/**
 * The form (core's promotionFormValidate on the shop's own products at their prices), then the
 * seller's rules (core's promotionSellerCheck), an uploaded cover, and no product in another
 * program at the same time.
 */
async function programChecked(db: Db, shopId: string, body: Record<string, unknown>, type: PromotionType, current: SellerPromotion | null, now: number): Promise<PromotionForm> {
  const form = sellerValid(promotionFormValidate(await pricedBody(db, shopId, body)));
  const issues = promotionSellerCheck(form, { now, type, current });
  if (issues[0]) {
    const status = issues[0].code === 'PROMOTION.NOT_EDITABLE' ? 409 : 400;
    const code = issues[0].code as keyof typeof ERROR_CODES & `PROMOTION.${string}`;
    throw new ApiError(status, ERROR_CODES[code], issues.map((found) => `${found.field}: ${found.code}`).join('; '));
  }
  if (form.cover_image && (await uploadedImagesRefusal(db, [form.cover_image], null)) !== null) {
    throw new ApiError(400, ERROR_CODES['PROMOTION.IMAGE_NOT_UPLOADED'], 'cover_image: not an uploaded image.');
  }
  const taken = await productInOtherProgram(db, current?._id ?? null, form.items.map((item) => item.product_id), form.start_time, form.end_time, now);
  if (taken !== null) throw new ApiError(409, ERROR_CODES['PROMOTION.PRODUCT_IN_OTHER_PROGRAM'], `items: ${taken} is in another program then.`);
  return form;
}

/**
 * The shop's promotion programs (chuong-trinh-cua-toi), as core declares them
 * (SELLER_MARKETING_ENDPOINTS): list of one type (`?type=`) with each tab's count, read with each
 * product's sales, create (of the body's `type`), change, end early, delete. They live in the
 * tables checkout prices promotions from. `seller` is actorRequired's middleware.
 */
export function sellerPromotionRoutes(routes: Hono<ActorEnv>, db: Db, clock: () => number, seller: ReturnType<typeof actorRequired>): void {
  const E = SELLER_MARKETING_ENDPOINTS;
  for (const path of new Set([E.sellerPromotions, E.sellerPromotion, E.sellerPromotionEnd].map(endpointRoute))) routes.use(path, seller);

  const found = async (shopId: string, id: string | undefined): Promise<SellerPromotion> => {
    const program = await sellerPromotionGet(db, shopId, id ?? '', clock());
    if (!program) throw missing();
    return program;
  };

  contractRoute(routes, E.sellerPromotions, async (c, { query }) =>
    sellerPromotionList(db, actorShopId(c), promotionTypeRead(query.type), sellerListQueryRead(query, CAMPAIGN_LIST_STATES), clock()),
  );
  contractRoute(routes, E.sellerPromotionCreate, async (c) => {
    const shopId = actorShopId(c);
    const body = await objectBody(c);
    const type = promotionTypeRead(body['type']);
    const form = await programChecked(db, shopId, body, type, null, clock());
    const id = newId();
    await sellerPromotionCreate(db, shopId, id, type, form);
    return found(shopId, id);
  });
  contractRoute(routes, E.sellerPromotion, async (c, { params }) => found(actorShopId(c), params.id));
  contractRoute(routes, E.sellerPromotionUpdate, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    const form = await programChecked(db, shopId, await objectBody(c), current.type, current, clock());
    await sellerPromotionUpdate(db, shopId, current._id, form);
    return found(shopId, current._id);
  });
  contractRoute(routes, E.sellerPromotionEnd, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    if (!campaignActions(current.status).end) throw new ApiError(409, ERROR_CODES['PROMOTION.NOT_RUNNING'], 'Only a running program can be ended.');
    await sellerPromotionEnd(db, shopId, current._id);
    return found(shopId, current._id);
  });
  contractRoute(routes, E.sellerPromotionDelete, async (c, { params }) => {
    const shopId = actorShopId(c);
    const current = await found(shopId, params.id);
    if (!campaignActions(current.status).delete) throw new ApiError(409, ERROR_CODES['PROMOTION.DELETE_RUNNING'], 'End a running program before deleting it.');
    await sellerPromotionDelete(db, shopId, current._id);
    return { deleted: true };
  });
}
