import { Hono } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  SEARCH_PAGE_LIMIT,
  SEARCH_QUERY_LENGTH_MAX,
  SEARCH_SORTS,
  ShopCountrySchema,
  type SearchParams,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { CATALOGUE_TABLES } from '../db/db-changes.js';
import { promotionsNextChange } from '../promotions/promotion-prices.js';
import { responseCache } from '../http/response-cache.js';
import { routePath, routePattern } from '../http/route-path.js';
import { productRelated, productSearch, productSuggest } from './product-search.js';

/** Related products shown under a product, by default and at most. */
export const RELATED_LIMIT = { default: 10, max: 30 } as const;

const Vnd = z.coerce.number().int().nonnegative();
const Id = z.string().min(1);

/** Query strings arrive as text; an absent or empty value means "any". */
const SearchQuerySchema = z
  .object({
    q: z.string().trim().optional(),
    category_id: Id.optional(),
    shop_id: Id.optional(),
    shop_category_id: Id.optional(),
    price_min: Vnd.optional(),
    price_max: Vnd.optional(),
    country: z.enum(ShopCountrySchema.options).optional(),
    rating_min: z.coerce.number().min(0).max(5).optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    page: z.coerce.number().int().positive().default(1),
    limit: z.coerce
      .number()
      .int()
      .positive()
      .default(SEARCH_PAGE_LIMIT.default)
      .transform((limit) => Math.min(limit, SEARCH_PAGE_LIMIT.max)),
  })
  .refine((query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max, {
    path: ['price_min'],
    message: 'price_min is above price_max',
  });

const queryClean = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** The query text, refused when longer than a search box accepts. */
function queryText(raw: string | undefined): string {
  const q = raw?.trim() ?? '';
  if (q.length > SEARCH_QUERY_LENGTH_MAX) {
    throw new ApiError(400, ERROR_CODES.searchQueryTooLong, `The query has more than ${SEARCH_QUERY_LENGTH_MAX} characters.`);
  }
  return q;
}

/** SearchParams has optional keys, never undefined values: keep only the keys zod filled in. */
const definedOnly = (value: object): SearchParams =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== '')) as SearchParams;

/**
 * Search, suggestions and related products. Registered before the catalogue routes: Hono
 * tries routes in order, and `products/search` would otherwise be read as a product id.
 */
export function searchRoutes(db: Db, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  // Prices follow the promotion programs (core's variantPriceAt): a kept answer lasts until the next one starts or ends.
  // Search and related products order by `sold` (the search copy's, the product's): every sale
  // may reorder them, so they keep the table-wide versions, not the products they show (issue 26).
  const cached = responseCache(db).serve(CATALOGUE_TABLES, undefined, (now) => promotionsNextChange(db, now));

  routes.get(routePath(API_PATHS.productSearch), cached, async (c) => {
    const raw = queryClean(c.req.query());
    const q = queryText(raw['q']);
    const parsed = SearchQuerySchema.safeParse({ ...raw, q });
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, `Invalid query: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    const { page, limit, ...filters } = parsed.data;
    const params = definedOnly({ ...filters, q });
    return okJson(c, await productSearch(db, { ...params, page, limit }, clock()));
  });

  routes.get(routePath(API_PATHS.productSuggest), cached, async (c) => okJson(c, await productSuggest(db, queryText(c.req.query('q')))));

  routes.get(routePattern(API_PATHS.productRelated), cached, async (c) => {
    const limit = z.coerce.number().int().positive().default(RELATED_LIMIT.default).safeParse(c.req.query('limit') || undefined);
    if (!limit.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Invalid query: limit');
    const related = await productRelated(db, c.req.param('id'), Math.min(limit.data, RELATED_LIMIT.max), clock());
    if (!related) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    return okJson(c, related);
  });

  return routes;
}
