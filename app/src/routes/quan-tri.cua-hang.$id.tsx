import { createFileRoute } from '@tanstack/react-router';
import { ShopApplicationReview } from '../features/admin-shops/ShopApplicationReview';

/** /quan-tri/cua-hang/{id}: one shop application with its photos; approve or reject with a reason. */
export const Route = createFileRoute('/quan-tri/cua-hang/$id')({
  loader: async ({ context, params }) => (await import('../features/admin-shops/admin-loaders')).shopApplicationLoad(context, params.id),
  component: ShopApplicationReview,
});
