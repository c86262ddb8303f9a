import { createFileRoute } from '@tanstack/react-router';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { SizeChartCreate } from '../features/seller-shop/size-charts/SizeChartCreate';
import { sizeChartCreateSearch } from '../features/seller-shop/size-charts/size-chart-search';

/** `?type=` is the chart's kind (core's SIZE_CHART_TYPES: its template of measurements). */
export const Route = createFileRoute('/ban-hang/quan-ly-size-chart/tao')({
  validateSearch: sizeChartCreateSearch,
  loader: ({ context }) => sellerShopWordsReady(context),
  component: function SizeChartCreatePage() {
    return <SizeChartCreate type={Route.useSearch().type} />;
  },
});
