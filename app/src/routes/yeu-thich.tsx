import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { favouritesQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { FavouritesPage } from '../features/favourites/FavouritesPage';

/**
 * Favourites (spec: a buyer-facing screen without a route of its own). /yeu-thich rather than
 * under /trang-ca-nhan, whose layout the account pages own; it needs an account, and says so.
 */
export const Route = createFileRoute('/yeu-thich')({
  loader: async ({ context }) => {
    const words = localeBundleReady(context.i18n, PROMOS_BUNDLE);
    if (context.services.tokens.isLoggedIn()) {
      await Promise.all([words, context.services.queryClient.ensureInfiniteQueryData(favouritesQueryOptions(context.services.promos))]);
    } else await words;
  },
  component: FavouritesPage,
});
