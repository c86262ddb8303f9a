import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { shopReviewsQueryOptions } from '../queries/review-queries';
import { ShopFeedbackPage } from '../features/reviews/ShopFeedbackPage';

export const Route = createFileRoute('/shop-feedback/$id')({
  validateSearch: (search: Record<string, unknown>): { page: number } => {
    const page = Number(search['page']);
    return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    await localeBundleReady(context.i18n, 'reviews');
    await context.services.queryClient.ensureQueryData(shopReviewsQueryOptions(context.services.reviews, params.id, deps.page));
  },
  component: ShopFeedbackPage,
});
