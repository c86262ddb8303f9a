import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { ProductFormPage } from '../features/seller-products/ProductFormPage';

export const Route = createFileRoute('/ban-hang/quan-ly-san-pham/cap-nhat/$id')({
  loader: async ({ context }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'seller-products'),
      localeBundleReady(context.i18n, 'orders'),
      localeBundleReady(context.i18n, 'group-buy'),
      errorsReady(context.i18n),
    ]);
  },
  component: function EditProductRoute() {
    const { id } = Route.useParams();
    return <ProductFormPage key={id} productId={id} />;
  },
});
