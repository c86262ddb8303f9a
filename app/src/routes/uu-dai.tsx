import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../features/promotions/PromotionsPage';

export const Route = createFileRoute('/uu-dai')({
  loader: async ({ context }) => (await import('../features/promotions/promos-loaders')).promosLoaders.promotions(context),
  component: PromotionsPage,
});
