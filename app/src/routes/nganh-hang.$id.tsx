import { createFileRoute, notFound } from '@tanstack/react-router';
import { searchParamsRead, type SearchParams } from '@modavi/core';
import { localeBundleReady } from '../i18n/locale-bundles';
import { categoriesQueryOptions, productSearchQueryOptions } from '../queries/discovery-queries';
import { CategoryProductsPage } from '../features/categories/CategoryProductsPage';

/** A category page's address carries the list's filters and order; the category is the path. */
const categoryPageParams = (search: Record<string, unknown>): SearchParams => {
  const { category_id: _category, shop_id: _shop, shop_category_id: _shopCategory, ...params } = searchParamsRead(search);
  return params;
};

export const Route = createFileRoute('/nganh-hang/$id')({
  validateSearch: categoryPageParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { queryClient, catalogue, discovery } = context.services;
    const [, categories] = await Promise.all([
      localeBundleReady(context.i18n, 'discovery'),
      queryClient.ensureQueryData(categoriesQueryOptions(catalogue)),
    ]);
    // An unknown category is a missing page, before its products are asked for.
    if (!categories.some((category) => category._id === params.id)) throw notFound();
    await queryClient.ensureInfiniteQueryData(productSearchQueryOptions(discovery, { ...deps, category_id: params.id }));
  },
  component: CategoryProductsPage,
});
