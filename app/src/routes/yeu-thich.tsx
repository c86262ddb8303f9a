import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../features/favourites/FavouritesPage';

/**
 * Favourites (spec: a buyer-facing screen without a route of its own). /yeu-thich rather than
 * under /trang-ca-nhan, whose layout the account pages own; it needs an account, and says so.
 */
export const Route = createFileRoute('/yeu-thich')({
  loader: async ({ context }) => (await import('../features/promotions/promos-loaders')).promosLoaders.favourites(context),
  component: FavouritesPage,
});
