import { createFileRoute } from '@tanstack/react-router';
import { BANNER_LIST_STATES, sellerListQueryRead } from '@modavi/core';
import { sellerBannerListQueryOptions } from '../queries/seller-shop-queries';
import { sellerListSearch, sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { BannerList } from '../features/seller-shop/banners/BannerList';

export const Route = createFileRoute('/ban-hang/quan-ly-banner/')({
  validateSearch: sellerListSearch(BANNER_LIST_STATES),
  loaderDeps: ({ search }) => sellerListQueryRead(search, BANNER_LIST_STATES),
  loader: async ({ context, deps }) => {
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(sellerBannerListQueryOptions(context.services, deps));
  },
  component: BannerList,
});
