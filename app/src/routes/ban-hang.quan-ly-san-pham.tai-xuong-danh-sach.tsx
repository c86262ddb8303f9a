import { createFileRoute } from '@tanstack/react-router';
import { sellerProductListParamsRead } from '@modavi/core';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { ProductDownloadPage } from '../features/product-sheets/ProductDownloadPage';
import { sellerProductListSearch } from '../features/seller-products/list-search';

export const Route = createFileRoute('/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach')({
  // The list's filter, search and order come along from the product list (`?filter=&q=&sort=`).
  validateSearch: sellerProductListSearch,
  loader: async ({ context }) => {
    // The filter and sort names are the product list's words.
    await Promise.all([
      localeBundleReady(context.i18n, 'product-sheets'),
      localeBundleReady(context.i18n, 'seller-products'),
      errorsReady(context.i18n),
    ]);
  },
  component: function ProductDownloadRoute() {
    return <ProductDownloadPage initial={sellerProductListParamsRead(Route.useSearch())} />;
  },
});
