import { createFileRoute } from '@tanstack/react-router';
import { errorsReady } from '../i18n/errors-ready';
import { localeBundleReady } from '../i18n/locale-bundles';
import { productQueryOptions } from '../queries/catalogue-queries';
import { ProductPage } from '../features/product/ProductPage';
import { PRODUCT_POSITION_DEFAULT } from '../features/product/product-position';
import { productLazyPartsReady } from '../features/product/product-lazy-parts';

export const Route = createFileRoute('/san-pham/$id')({
  staticData: { hydrationPreload: productLazyPartsReady },
  validateSearch: (search: Record<string, unknown>): { position: string } => ({
    position: typeof search['position'] === 'string' && search['position'] !== '' ? search['position'] : PRODUCT_POSITION_DEFAULT,
  }),
  loader: async ({ context, params }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'product-extras'),
      localeBundleReady(context.i18n, 'seller'),
      // The group-buy block's words (a small file; the block itself loads with the page).
      localeBundleReady(context.i18n, 'group-buy'),
      // Core's catalogue words the product's promises (an international order's returns).
      errorsReady(context.i18n),
      context.services.queryClient.ensureQueryData(productQueryOptions(context.services.catalogue, params.id)),
    ]);
  },
  component: ProductPage,
});
