import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { ProductFormPage } from '../features/seller-products/ProductFormPage';

export const Route = createFileRoute('/ban-hang/quan-ly-san-pham/tao')({
  loader: async ({ context }) => {
    // The image field's words are the orders bundle's (shared with returns and reviews).
    await Promise.all([
      localeBundleReady(context.i18n, 'seller-products'),
      localeBundleReady(context.i18n, 'orders'),
      errorsReady(context.i18n),
    ]);
  },
  component: () => <ProductFormPage productId={null} />,
});
