import { createFileRoute } from '@tanstack/react-router';
import { sellerSizeChartQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopItemReady } from '../features/seller-shop/seller-shop-loaders';
import { SizeChartEdit } from '../features/seller-shop/size-charts/SizeChartEdit';

export const Route = createFileRoute('/ban-hang/quan-ly-size-chart/cap-nhat/$id')({
  loader: ({ context, params }) =>
    sellerShopItemReady(context, () => context.services.queryClient.ensureQueryData(sellerSizeChartQueryOptions(context.services, params.id))),
  component: function SizeChartEditPage() {
    return <SizeChartEdit id={Route.useParams().id} />;
  },
});
