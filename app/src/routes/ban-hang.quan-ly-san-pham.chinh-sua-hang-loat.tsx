import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { BulkEditPage } from '../features/product-sheets/BulkEditPage';

export const Route = createFileRoute('/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat')({
  loader: async ({ context }) => {
    await Promise.all([localeBundleReady(context.i18n, 'product-sheets'), errorsReady(context.i18n)]);
  },
  component: BulkEditPage,
});
