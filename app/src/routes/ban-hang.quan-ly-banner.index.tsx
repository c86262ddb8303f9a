import { createFileRoute } from '@tanstack/react-router';
import { BANNER_LIST_STATES, sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import { sellerBannerListQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { BannerList } from '../features/seller-shop/banners/BannerList';

export const Route = createFileRoute('/ban-hang/quan-ly-banner/')({
  validateSearch: searchAsIs<SellerListQuery<string>>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: search }) => {
    const deps = sellerListQueryRead(search, BANNER_LIST_STATES);
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(sellerBannerListQueryOptions(context.services, deps));
  },
  component: BannerList,
});
