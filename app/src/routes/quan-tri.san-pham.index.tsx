import { createFileRoute } from '@tanstack/react-router';
import { sellerProductListParamsRead } from '@modavi/core';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { AdminProductQueuePage } from '../features/seller-products/AdminProductQueuePage';

export const Route = createFileRoute('/quan-tri/san-pham/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const { page } = sellerProductListParamsRead(search);
    return page === 1 ? {} : { page };
  },
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'seller-products'), errorsReady(context.i18n)]);
  },
  component: function AdminProductsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AdminProductQueuePage page={page} onPage={(next) => void navigate({ search: next === 1 ? {} : { page: next } })} />;
  },
});
