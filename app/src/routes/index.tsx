import { createFileRoute } from '@tanstack/react-router';
import { productFeedQueryOptions } from '../queries/catalogue-queries';
import { categoriesQueryOptions, topSellersQueryOptions } from '../queries/discovery-queries';
import { HomePage } from '../features/home/HomePage';
import { homePromoSectionsReady } from '../features/home/home-promo-sections';

export const Route = createFileRoute('/')({
  // Home is what a first visit paints: its component stays in the entry chunk rather than a
  // split chunk fetched right after it (one round trip and about 1 KB gzip less; ARCHITECTURE.md).
  codeSplitGroupings: [],
  staticData: { hydrationPreload: homePromoSectionsReady },
  loader: async ({ context }) => {
    const { queryClient, catalogue, discovery } = context.services;
    await Promise.all([
      queryClient.ensureInfiniteQueryData(productFeedQueryOptions(catalogue)),
      queryClient.ensureQueryData(categoriesQueryOptions(catalogue)),
      // In the first screen on a phone: drawn by the server with the rest, not pushed in after it
      // (issue 17, CLS); a ranking that fails to load leaves its room and is retried by the section.
      queryClient.prefetchInfiniteQuery(topSellersQueryOptions(discovery)),
    ]);
  },
  component: HomePage,
});
