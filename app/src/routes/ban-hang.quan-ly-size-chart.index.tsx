import { createFileRoute } from '@tanstack/react-router';
import { SIZE_CHART_TYPES, sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import { sellerSizeChartListQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { SizeChartList } from '../features/seller-shop/size-charts/SizeChartList';

export const Route = createFileRoute('/ban-hang/quan-ly-size-chart/')({
  validateSearch: searchAsIs<SellerListQuery<string>>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: search }) => {
    const deps = sellerListQueryRead(search, SIZE_CHART_TYPES);
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(sellerSizeChartListQueryOptions(context.services, deps));
  },
  component: SizeChartList,
});
