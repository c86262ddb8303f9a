import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { orderListQueryOptions } from '../queries/order-queries';
import { OrdersPage } from '../features/orders/OrdersPage';
import { orderListSearch } from '../features/orders/order-search';

export const Route = createFileRoute('/trang-ca-nhan/don-hang/')({
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? null, page: search.page }),
  loader: async ({ context, deps }) => {
    await Promise.all([localeBundleReady(context.i18n, 'orders'), errorsReady(context.i18n)]);
    await context.services.queryClient.prefetchQuery(orderListQueryOptions(context.services.orders, deps.tab, deps.page));
  },
  component: OrdersPage,
});
