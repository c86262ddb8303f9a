import { createFileRoute } from '@tanstack/react-router';
import { BannerPage } from '../features/banners/BannerPage';

export const Route = createFileRoute('/banner/$id')({
  loader: async ({ context, params }) => (await import('../features/promotions/promos-loaders')).promosLoaders.banner(context, params.id),
  component: BannerPage,
});
