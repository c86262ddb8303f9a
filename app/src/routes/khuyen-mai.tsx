import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { voucherCatalogueQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { VouchersPage } from '../features/vouchers/VouchersPage';

export const Route = createFileRoute('/khuyen-mai')({
  loader: async ({ context }) => {
    await Promise.all([
      localeBundleReady(context.i18n, PROMOS_BUNDLE),
      // The wallet says why a saved voucher cannot be used, in the catalogue's words.
      errorsReady(context.i18n),
      context.services.queryClient.ensureQueryData(voucherCatalogueQueryOptions(context.services.promos)),
    ]);
  },
  component: VouchersPage,
});
