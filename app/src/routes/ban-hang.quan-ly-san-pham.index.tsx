import { createFileRoute } from '@tanstack/react-router';
import { sellerProductListParamsRead, type SellerProductListParams } from '@modavi/core';
import { searchAsIs } from '../hooks/search-as-is';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { ProductListPage } from '../features/seller-products/ProductListPage';
import { sellerProductListSearch } from '../features/seller-products/list-search';

export const Route = createFileRoute('/ban-hang/quan-ly-san-pham/')({
  validateSearch: searchAsIs<SellerProductListParams>(),
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'seller-products'), errorsReady(context.i18n)]);
  },
  component: function SellerProductsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProductListPage
        params={sellerProductListParamsRead(search)}
        onParams={(update) =>
          void navigate({
            search: (previous) => sellerProductListSearch({ ...previous, ...update }),
          })
        }
      />
    );
  },
});
