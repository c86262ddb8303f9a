import { createFileRoute } from '@tanstack/react-router';
import { CollectionRoutePage } from '../features/collections/CollectionPage';

export const Route = createFileRoute('/bo-suu-tap/$id')({
  loader: async ({ context, params }) =>
    (await import('../features/promotions/promos-loaders')).promosLoaders.collection(context, params.id, null),
  component: CollectionRoutePage,
});
