import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CampaignListState, PromotionType, SellerListQuery } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

/** Keys of the seller's vouchers and promotion programs: a mutation invalidates its kind's `all`. */
export const sellerMarketingKeys = {
  vouchers: ['seller', 'vouchers'] as const,
  voucher: (id: string) => ['seller', 'vouchers', 'one', id] as const,
  voucherList: (query: SellerListQuery<CampaignListState>) => ['seller', 'vouchers', 'list', query] as const,
  promotions: ['seller', 'promotions'] as const,
  promotion: (id: string) => ['seller', 'promotions', 'one', id] as const,
  promotionList: (type: PromotionType, query: SellerListQuery<CampaignListState>) => ['seller', 'promotions', 'list', type, query] as const,
  customers: (q: string, ids: readonly string[] | null) => ['seller', 'customer-options', q, ids] as const,
};

const marketing = async (services: AppServices) => (await services.seller()).marketing;

export const sellerVoucherListQueryOptions = (services: AppServices, query: SellerListQuery<CampaignListState>) =>
  queryOptions({
    queryKey: sellerMarketingKeys.voucherList(query),
    queryFn: async () => resultUnwrap((await marketing(services)).vouchers(query)),
    placeholderData: keepPreviousData,
  });

export const sellerVoucherQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerMarketingKeys.voucher(id), queryFn: async () => resultUnwrap((await marketing(services)).voucher(id)) });

/** The shop's customers by name (`q`), or the chosen `ids` (to name them in a form). */
export const shopCustomerOptionsQueryOptions = (services: AppServices, q: string, ids: readonly string[] | null = null) =>
  queryOptions({
    queryKey: sellerMarketingKeys.customers(q, ids),
    queryFn: async () => resultUnwrap((await marketing(services)).customerOptions(ids === null ? { q } : { ids })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const sellerPromotionListQueryOptions = (services: AppServices, type: PromotionType, query: SellerListQuery<CampaignListState>) =>
  queryOptions({
    queryKey: sellerMarketingKeys.promotionList(type, query),
    queryFn: async () => resultUnwrap((await marketing(services)).promotions(type, query)),
    placeholderData: keepPreviousData,
  });

export const sellerPromotionQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerMarketingKeys.promotion(id), queryFn: async () => resultUnwrap((await marketing(services)).promotion(id)) });
