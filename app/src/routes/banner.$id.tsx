import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { bannerQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { BannerPage } from '../features/banners/BannerPage';

export const Route = createFileRoute('/banner/$id')({
  loader: async ({ context, params }) => {
    await Promise.all([
      localeBundleReady(context.i18n, PROMOS_BUNDLE),
      context.services.queryClient.ensureQueryData(bannerQueryOptions(context.services.promos, params.id)),
    ]);
  },
  component: BannerPage,
});
