import { createFileRoute } from '@tanstack/react-router';
import { CAMPAIGN_LIST_STATES, promotionTypeRead, sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import { sellerPromotionListQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingWordsReady } from '../features/seller-marketing/seller-marketing-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { PromotionList } from '../features/seller-marketing/promotions/PromotionList';

/** `?type=` is the kind of program (core's PROMOTION_TYPES: a discount program or a flash sale). */
export const Route = createFileRoute('/ban-hang/chuong-trinh-cua-toi/')({
  validateSearch: searchAsIs<SellerListQuery<string> & { type: string }>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: search }) => {
    await sellerMarketingWordsReady(context);
    const query = sellerListQueryRead(search, CAMPAIGN_LIST_STATES);
    await context.services.queryClient.prefetchQuery(sellerPromotionListQueryOptions(context.services, promotionTypeRead(search.type), query));
  },
  component: PromotionList,
});
