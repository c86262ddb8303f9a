import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sellerProductListParamsRead, type Clock, type ValidationIssue, SELLER_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath, routePattern } from '../http/route-path.js';
import { searchIndexRefresh } from '../search/search-index.js';
import { priceLockCheck, productDraftCheck } from './seller-product-checks.js';
import { productFormOptions, sellerProductDetail, sellerProductFind, sellerProductPage } from './seller-product-store.js';
import { sellerProductInsert, sellerProductUpdate, type ProductSaveIntent } from './seller-product-write.js';

/** A save: the form (checked by core's productDraftValidate) and whether it goes to the admin. */
const SaveBody = z.object({ draft: z.unknown(), submit: z.boolean() });
const VisibilityBody = z.object({ hidden: z.boolean() });

/** 400 with the first code as `error_code` and every issue listed, so a client can mark each field. */
const refusedJson = (c: Context, issues: readonly ValidationIssue[]) =>
  c.json({ statusCode: 400, message: 'The product is refused.', error_code: issues[0]?.code ?? 'PRODUCT.INVALID_FIELD', issues }, 400);

const notFound = () => new ApiError(404, ERROR_CODES.productNotFound, 'No such product in your shop.');

const shopIdOf = (c: Context<ActorEnv>): string => {
  const shopId = c.get('actor').shopId;
  if (shopId === null) throw new ApiError(403, ERROR_CODES['PRODUCT.SELLER_ONLY'], 'This needs a shop.');
  return shopId;
};

/**
 * The seller's products (quan-ly-san-pham): list with tabs, counts, search, sort and paging;
 * form options; create, read, edit, hide or show, delete a draft. Every route is scoped to the
 * caller's shop: another shop's product is answered 404, like one that does not exist.
 */
export function sellerProductRoutes(db: Db, clock: Clock): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['PRODUCT.SELLER_ONLY']);
  const ownerOf = async (shopId: string) =>
    (await typedDb(db).selectFrom('shops').select('owner_user_id as owner').where('id', '=', shopId).executeTakeFirst())?.owner ?? null;
  const intentOf = (submit: boolean): ProductSaveIntent => (submit ? 'submit' : 'draft');

  routes.get(routePath(SELLER_API_PATHS.sellerProducts), seller, async (c) =>
    okJson(c, await sellerProductPage(db, shopIdOf(c), sellerProductListParamsRead(c.req.query()))),
  );

  routes.get(routePath(SELLER_API_PATHS.sellerProductFormOptions), seller, async (c) => okJson(c, await productFormOptions(db, shopIdOf(c))));

  routes.post(routePath(SELLER_API_PATHS.sellerProducts), seller, async (c) => {
    const shopId = shopIdOf(c);
    const body = await bodyParse(c, SaveBody);
    const checked = await productDraftCheck(db, body.draft, { id: shopId, ownerId: await ownerOf(shopId) }, null);
    if (!checked.ok) return refusedJson(c, checked.issues);
    const now = clock.now();
    const id = await db.transaction((tx) => sellerProductInsert(tx, shopId, checked.draft, intentOf(body.submit), now));
    await searchIndexRefresh(db);
    const saved = await sellerProductFind(db, shopId, id);
    if (!saved) throw notFound();
    return okJson(c, sellerProductDetail(saved, now), 201);
  });

  routes.get(routePattern(SELLER_API_PATHS.sellerProduct), seller, async (c) => {
    const found = await sellerProductFind(db, shopIdOf(c), c.req.param('id'));
    if (!found) throw notFound();
    return okJson(c, sellerProductDetail(found, clock.now()));
  });

  routes.put(routePattern(SELLER_API_PATHS.sellerProduct), seller, async (c) => {
    const shopId = shopIdOf(c);
    const before = await sellerProductFind(db, shopId, c.req.param('id'));
    if (!before) throw notFound();
    const body = await bodyParse(c, SaveBody);
    const checked = await productDraftCheck(db, body.draft, { id: shopId, ownerId: await ownerOf(shopId) }, before);
    if (!checked.ok) return refusedJson(c, checked.issues);
    const now = clock.now();
    const lock = priceLockCheck(before, checked.draft, now);
    if (lock.issues.length > 0) return refusedJson(c, lock.issues);
    await db.transaction(async (tx) => {
      if (lock.changed) await typedDb(tx).insertInto('product_price_changes').values({ product_id: before.id, changed_at: msTime(now) }).execute();
      await sellerProductUpdate(tx, before.id, checked.draft, intentOf(body.submit), now);
    });
    await searchIndexRefresh(db);
    const saved = await sellerProductFind(db, shopId, before.id);
    if (!saved) throw notFound();
    return okJson(c, sellerProductDetail(saved, now));
  });

  routes.put(routePattern(SELLER_API_PATHS.sellerProductVisibility), seller, async (c) => {
    const shopId = shopIdOf(c);
    const { hidden } = await bodyParse(c, VisibilityBody);
    const row = await typedDb(db)
      .updateTable('products')
      .set({ hidden, updated_at: msTime(clock.now()) })
      .where('id', '=', c.req.param('id'))
      .where('shop_id', '=', shopId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound();
    const saved = await sellerProductFind(db, shopId, row.id);
    if (!saved) throw notFound();
    return okJson(c, sellerProductDetail(saved, clock.now()).product);
  });

  routes.delete(routePattern(SELLER_API_PATHS.sellerProduct), seller, async (c) => {
    const found = await sellerProductFind(db, shopIdOf(c), c.req.param('id'));
    if (!found) throw notFound();
    if (!found.is_draft) throw new ApiError(409, ERROR_CODES['PRODUCT.NOT_DRAFT'], 'Only a draft can be deleted; hide the product instead.');
    await typedDb(db).deleteFrom('products').where('id', '=', found.id).execute();
    return okJson(c, { _id: found.id });
  });

  return routes;
}
