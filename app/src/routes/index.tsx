import { createFileRoute } from '@tanstack/react-router';
import { productFeedQueryOptions } from '../queries/catalogue-queries';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.services.queryClient.ensureInfiniteQueryData(productFeedQueryOptions(context.services.catalogue)),
  component: HomePage,
});
