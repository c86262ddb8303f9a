import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { topSellersQueryOptions } from '../queries/discovery-queries';
import { TopSellersPage } from '../features/seller-page/TopSellersPage';

export const Route = createFileRoute('/top-seller')({
  loader: async ({ context }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'discovery'),
      localeBundleReady(context.i18n, 'seller'),
      context.services.queryClient.ensureInfiniteQueryData(topSellersQueryOptions(context.services.discovery)),
    ]);
  },
  component: TopSellersPage,
});
