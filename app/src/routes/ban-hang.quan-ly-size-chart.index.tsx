import { createFileRoute } from '@tanstack/react-router';
import { SIZE_CHART_TYPES, sellerListQueryRead } from '@modavi/core';
import { sellerSizeChartListQueryOptions } from '../queries/seller-shop-queries';
import { sellerListSearch, sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { SizeChartList } from '../features/seller-shop/size-charts/SizeChartList';

export const Route = createFileRoute('/ban-hang/quan-ly-size-chart/')({
  validateSearch: sellerListSearch(SIZE_CHART_TYPES),
  loaderDeps: ({ search }) => sellerListQueryRead(search, SIZE_CHART_TYPES),
  loader: async ({ context, deps }) => {
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(sellerSizeChartListQueryOptions(context.services, deps));
  },
  component: SizeChartList,
});
