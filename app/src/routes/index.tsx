import { createFileRoute } from '@tanstack/react-router';
import { productFeedQueryOptions } from '../queries/catalogue-queries';
import { categoriesQueryOptions } from '../queries/discovery-queries';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { queryClient, catalogue } = context.services;
    await Promise.all([queryClient.ensureInfiniteQueryData(productFeedQueryOptions(catalogue)), queryClient.ensureQueryData(categoriesQueryOptions(catalogue))]);
  },
  component: HomePage,
});
