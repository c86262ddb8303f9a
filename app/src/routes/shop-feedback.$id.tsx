import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { shopReviewsQueryOptions } from '../queries/review-queries';
import { shopQueryOptions } from '../queries/discovery-queries';
import { ShopFeedbackPage } from '../features/reviews/ShopFeedbackPage';

export const Route = createFileRoute('/shop-feedback/$id')({
  validateSearch: (search: Record<string, unknown>): { page: number } => {
    const page = Number(search['page']);
    return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    await localeBundleReady(context.i18n, 'reviews');
    // The shop's name heads the page; an unknown shop is the missing page (RouteErrorPage).
    await Promise.all([
      context.services.queryClient.ensureQueryData(shopReviewsQueryOptions(context.services.reviews, params.id, deps.page)),
      context.services.queryClient.ensureQueryData(shopQueryOptions(context.services.discovery, params.id)),
    ]);
  },
  component: ShopFeedbackPage,
});
