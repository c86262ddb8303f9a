import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { OrderDetailPage } from '../features/seller-orders/OrderDetailPage';

export const Route = createFileRoute('/ban-hang/quan-ly-don-hang/$orderId')({
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'seller-orders'), localeBundleReady(context.i18n, 'orders'), errorsReady(context.i18n)]);
  },
  component: function SellerOrderRoute() {
    const { orderId } = Route.useParams();
    return <OrderDetailPage orderId={orderId} />;
  },
});
