import * as z from 'zod/mini';
import {
  API_PATHS,
  ProductPageSchema,
  ProductSummarySchema,
  SEARCH_PARAM_KEYS,
  SearchSuggestionsSchema,
  ShopFollowSchema,
  ShopProfileSchema,
  TopSellerPageSchema,
  type DiscoveryGateway,
  type ProductSearchQuery,
  type ShopFollowGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** The query string of a search: the filters under the names the API uses, then the page. */
function searchQuery(query: ProductSearchQuery): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {};
  for (const key of SEARCH_PARAM_KEYS) params[key] = query[key];
  params['page'] = query.page;
  params['limit'] = query.limit;
  return params;
}

/** DiscoveryGateway over the commerce API. */
export function httpDiscoveryGateway(client: HttpClient): DiscoveryGateway {
  return {
    productSearch: (query) => client.request({ method: 'GET', path: API_PATHS.productSearch, schema: ProductPageSchema, query: searchQuery(query) }),
    productSuggest: (q) => client.request({ method: 'GET', path: API_PATHS.productSuggest, schema: SearchSuggestionsSchema, query: { q } }),
    productRelated: (productId, limit) =>
      client.request({ method: 'GET', path: API_PATHS.productRelated(productId), schema: z.array(ProductSummarySchema), query: { limit } }),
    shopGet: (shopId) => client.request({ method: 'GET', path: API_PATHS.shop(shopId), schema: ShopProfileSchema }),
    topSellers: (query) =>
      client.request({ method: 'GET', path: API_PATHS.topSellers, schema: TopSellerPageSchema, query: { page: query.page, limit: query.limit } }),
  };
}

/** ShopFollowGateway over the commerce API; the client sends the signed-in token. */
export function httpShopFollowGateway(client: HttpClient): ShopFollowGateway {
  return {
    followGet: (shopId) => client.request({ method: 'GET', path: API_PATHS.shopFollow(shopId), schema: ShopFollowSchema }),
    follow: (shopId) => client.request({ method: 'POST', path: API_PATHS.shopFollow(shopId), schema: ShopFollowSchema }),
    unfollow: (shopId) => client.request({ method: 'DELETE', path: API_PATHS.shopFollow(shopId), schema: ShopFollowSchema }),
  };
}
