import { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, IdSchema } from '@modavi/core';
import type { Db } from '../db/db.js';
import { categoryList } from '../catalogue/category-queries.js';
import { PRODUCT_PAGE_LIMIT_DEFAULT, PRODUCT_PAGE_LIMIT_MAX, productGet, productPage } from '../catalogue/product-queries.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { okJson } from './envelope.js';
import { CATALOGUE_TABLES } from '../db/db-changes.js';
import { catalogueProductsShown, responseCache } from './response-cache.js';
import { routePath, routePattern } from './route-path.js';
import { promotionsNextChange } from '../promotions/promotion-prices.js';

/** Query strings arrive as text; an absent or empty value takes the default. */
const PageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .default(PRODUCT_PAGE_LIMIT_DEFAULT)
    .transform((limit) => Math.min(limit, PRODUCT_PAGE_LIMIT_MAX)),
  category_id: z.optional(IdSchema),
  shop_id: z.optional(IdSchema),
});

const queryClean = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** `clock` is the server's time, at which the answers' prices are judged (tests pass their own). */
export function catalogueRoutes(db: Db, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  // Prices follow the promotion programs (core's variantPriceAt): a kept answer lasts until the next one starts or ends.
  const cached = responseCache(db).serve(CATALOGUE_TABLES, undefined, (now) => promotionsNextChange(db, now), catalogueProductsShown);
  // The categories read their own table only (categoryList): a product's change leaves them be.
  const categoriesCached = responseCache(db).serve(['categories']);

  routes.get(routePath(API_PATHS.products), cached, async (c) => {
    const parsed = PageQuerySchema.safeParse(queryClean(c.req.query()));
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, `Invalid query: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    const { page, limit, category_id: categoryId, shop_id: shopId } = parsed.data;
    return okJson(c, await productPage(db, { page, limit, categoryId, shopId }, clock()));
  });

  routes.get(routePattern(API_PATHS.product), cached, async (c) => {
    const product = await productGet(db, c.req.param('id'), clock());
    if (!product) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    return okJson(c, product);
  });

  routes.get(routePath(API_PATHS.categories), categoriesCached, async (c) => okJson(c, await categoryList(db)));

  return routes;
}
