import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { orderQueryOptions } from '../queries/order-queries';
import { OrderDetailPage } from '../features/orders/OrderDetailPage';
import { orderDetailSearch } from '../features/orders/order-search';

export const Route = createFileRoute('/trang-ca-nhan/don-hang/$id')({
  validateSearch: orderDetailSearch,
  loader: async ({ context, params }) => {
    await Promise.all([localeBundleReady(context.i18n, 'orders'), localeBundleReady(context.i18n, 'reviews'), errorsReady(context.i18n)]);
    await context.services.queryClient.ensureQueryData(orderQueryOptions(context.services.orders, params.id));
  },
  component: OrderDetailPage,
});
