import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BannerListState, SellerListQuery, ShopCategoryStatus, SizeChartType } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

/** Keys of the seller's categories, banners and size charts: a mutation invalidates its kind's `all`. */
export const sellerShopKeys = {
  categories: ['seller', 'shop-categories'] as const,
  category: (id: string) => ['seller', 'shop-categories', 'one', id] as const,
  categoryList: (query: SellerListQuery<ShopCategoryStatus>) => ['seller', 'shop-categories', 'list', query] as const,
  banners: ['seller', 'banners'] as const,
  banner: (id: string) => ['seller', 'banners', 'one', id] as const,
  bannerList: (query: SellerListQuery<BannerListState>) => ['seller', 'banners', 'list', query] as const,
  sizeCharts: ['seller', 'size-charts'] as const,
  sizeChart: (id: string) => ['seller', 'size-charts', 'one', id] as const,
  sizeChartList: (query: SellerListQuery<SizeChartType>) => ['seller', 'size-charts', 'list', query] as const,
  products: (q: string, ids: readonly string[] | null) => ['seller', 'product-options', q, ids] as const,
};

const shop = async (services: AppServices) => (await services.seller()).shop;

export const shopCategoryListQueryOptions = (services: AppServices, query: SellerListQuery<ShopCategoryStatus>) =>
  queryOptions({
    queryKey: sellerShopKeys.categoryList(query),
    queryFn: async () => resultUnwrap((await shop(services)).categories(query)),
    placeholderData: keepPreviousData,
  });

export const shopCategoryQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerShopKeys.category(id), queryFn: async () => resultUnwrap((await shop(services)).category(id)) });

export const sellerBannerListQueryOptions = (services: AppServices, query: SellerListQuery<BannerListState>) =>
  queryOptions({
    queryKey: sellerShopKeys.bannerList(query),
    queryFn: async () => resultUnwrap((await shop(services)).banners(query)),
    placeholderData: keepPreviousData,
  });

export const sellerBannerQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerShopKeys.banner(id), queryFn: async () => resultUnwrap((await shop(services)).banner(id)) });

export const sellerSizeChartListQueryOptions = (services: AppServices, query: SellerListQuery<SizeChartType>) =>
  queryOptions({
    queryKey: sellerShopKeys.sizeChartList(query),
    queryFn: async () => resultUnwrap((await shop(services)).sizeCharts(query)),
    placeholderData: keepPreviousData,
  });

export const sellerSizeChartQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerShopKeys.sizeChart(id), queryFn: async () => resultUnwrap((await shop(services)).sizeChart(id)) });

/** The shop's products by name (`q`), or the chosen `ids` (to name them in a form). */
export const shopProductOptionsQueryOptions = (services: AppServices, q: string, ids: readonly string[] | null = null) =>
  queryOptions({
    queryKey: sellerShopKeys.products(q, ids),
    queryFn: async () => resultUnwrap((await shop(services)).productOptions(ids === null ? { q } : { ids })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
