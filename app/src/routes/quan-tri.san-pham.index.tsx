import { createFileRoute } from '@tanstack/react-router';
import { sellerProductListParamsRead } from '@modavi/core';
import { searchAsIs } from '../hooks/search-as-is';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { AdminProductQueuePage } from '../features/seller-products/AdminProductQueuePage';

export const Route = createFileRoute('/quan-tri/san-pham/')({
  validateSearch: searchAsIs<{ page: number }>(),
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'seller-products'), errorsReady(context.i18n)]);
  },
  component: function AdminProductsRoute() {
    const { page } = sellerProductListParamsRead(Route.useSearch());
    const navigate = Route.useNavigate();
    return <AdminProductQueuePage page={page} onPage={(next) => void navigate({ search: next === 1 ? {} : { page: next } })} />;
  },
});
