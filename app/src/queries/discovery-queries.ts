import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { SEARCH_PAGE_LIMIT, type CatalogueGateway, type DiscoveryGateway, type PromotionsGateway, type SearchParams, type ShopFollowGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

/** Products per page of a list (search, category, seller page). */
export const LIST_PAGE_SIZE = SEARCH_PAGE_LIMIT.default;
/** Shops per page of the top-seller ranking. */
export const TOP_SELLERS_PAGE_SIZE = 12;
/** Related products under a product. */
export const RELATED_LIMIT = 12;

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const discoveryKeys = {
  search: (params: SearchParams) => ['products', 'search', params] as const,
  suggest: (q: string) => ['products', 'suggest', q] as const,
  related: (id: string) => ['products', 'related', id] as const,
  categories: ['categories'] as const,
  shop: (id: string) => ['shops', id] as const,
  shopVouchers: (id: string) => ['shops', id, 'vouchers'] as const,
  follow: (id: string) => ['shops', id, 'follow'] as const,
  topSellers: ['top-sellers'] as const,
};

/** A product list with filters and order, page after page (search, category and seller pages). */
export const productSearchQueryOptions = (discovery: DiscoveryGateway, params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.search(params),
    queryFn: ({ pageParam }) => resultUnwrap(discovery.productSearch({ ...params, page: pageParam, limit: LIST_PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const productSuggestQueryOptions = (discovery: DiscoveryGateway, q: string) =>
  queryOptions({
    queryKey: discoveryKeys.suggest(q),
    queryFn: () => resultUnwrap(discovery.productSuggest(q)),
    staleTime: 5 * 60_000,
  });

export const productRelatedQueryOptions = (discovery: DiscoveryGateway, id: string) =>
  queryOptions({ queryKey: discoveryKeys.related(id), queryFn: () => resultUnwrap(discovery.productRelated(id, RELATED_LIMIT)) });

export const categoriesQueryOptions = (catalogue: CatalogueGateway) =>
  queryOptions({ queryKey: discoveryKeys.categories, queryFn: () => resultUnwrap(catalogue.categoryList()), staleTime: 10 * 60_000 });

export const shopQueryOptions = (discovery: DiscoveryGateway, id: string) =>
  queryOptions({ queryKey: discoveryKeys.shop(id), queryFn: () => resultUnwrap(discovery.shopGet(id)) });

/** The shop's vouchers through the promotions gateway, which loads with the seller page (not on the first visit). */
export const shopVouchersQueryOptions = (promos: () => Promise<{ readonly promotions: PromotionsGateway }>, id: string) =>
  queryOptions({ queryKey: discoveryKeys.shopVouchers(id), queryFn: async () => resultUnwrap((await promos()).promotions.shopVouchers(id)) });

/** Whether the signed-in buyer follows the shop; only asked when logged in. */
export const shopFollowQueryOptions = (follows: ShopFollowGateway, id: string) =>
  queryOptions({ queryKey: discoveryKeys.follow(id), queryFn: () => resultUnwrap(follows.followGet(id)), staleTime: 0 });

export const topSellersQueryOptions = (discovery: DiscoveryGateway) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.topSellers,
    queryFn: ({ pageParam }) => resultUnwrap(discovery.topSellers({ page: pageParam, limit: TOP_SELLERS_PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** After a follow or unfollow: the shop's header count and the ranking change with it. */
export const shopFollowInvalidate = (client: QueryClient, id: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: discoveryKeys.shop(id) }),
    client.invalidateQueries({ queryKey: discoveryKeys.topSellers }),
  ]);
