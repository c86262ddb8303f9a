import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { promotionsQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { PromotionsPage } from '../features/promotions/PromotionsPage';

export const Route = createFileRoute('/uu-dai')({
  loader: async ({ context }) => {
    await Promise.all([
      localeBundleReady(context.i18n, PROMOS_BUNDLE),
      context.services.queryClient.ensureQueryData(promotionsQueryOptions(context.services.promos)),
    ]);
  },
  component: PromotionsPage,
});
