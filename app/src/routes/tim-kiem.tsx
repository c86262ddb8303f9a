import { createFileRoute } from '@tanstack/react-router';
import { searchParamsRead, type SearchParams } from '@modavi/core';
import { localeBundleReady } from '../i18n/locale-bundles';
import { productSearchQueryOptions } from '../queries/discovery-queries';
import { SearchPage } from '../features/search/SearchPage';

/** The search page's address carries the query, the filters and the order (core's search params). */
const searchPageParams = (search: Record<string, unknown>): SearchParams => {
  const { shop_id: _shop, shop_category_id: _shopCategory, ...params } = searchParamsRead(search);
  return params;
};

export const Route = createFileRoute('/tim-kiem')({
  validateSearch: searchPageParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'discovery'),
      context.services.queryClient.ensureInfiniteQueryData(productSearchQueryOptions(context.services.discovery, deps)),
    ]);
  },
  component: SearchPage,
});
