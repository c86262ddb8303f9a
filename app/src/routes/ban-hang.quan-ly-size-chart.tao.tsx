import { createFileRoute } from '@tanstack/react-router';
import { sizeChartTypeOf, type SizeChartType } from '@modavi/core';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { SizeChartCreate } from '../features/seller-shop/size-charts/SizeChartCreate';

/** `?type=` is the chart's kind (core's SIZE_CHART_TYPES: its template of measurements). */
export const Route = createFileRoute('/ban-hang/quan-ly-size-chart/tao')({
  validateSearch: (search: Record<string, unknown>): { type?: SizeChartType } => {
    const type = sizeChartTypeOf(search['type']);
    return type ? { type } : {};
  },
  loader: ({ context }) => sellerShopWordsReady(context),
  component: function SizeChartCreatePage() {
    return <SizeChartCreate type={Route.useSearch().type} />;
  },
});
