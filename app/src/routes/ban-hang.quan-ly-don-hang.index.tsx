import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { SellerOrdersRoute } from '../features/seller-orders/SellerOrdersRoute';

// No validateSearch: a route's search reader is part of the first visit's bundle (at its budget);
// the page reads `?tab=&q=&from=&to=&page=` with core's sellerOrderListParamsRead in its own chunk.
export const Route = createFileRoute('/ban-hang/quan-ly-don-hang/')({
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'seller-orders'), localeBundleReady(context.i18n, 'orders'), errorsReady(context.i18n)]);
  },
  component: function SellerOrdersRouteView() {
    return <SellerOrdersRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
