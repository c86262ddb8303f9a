import { createFileRoute, notFound } from '@tanstack/react-router';
import { SELLER_POSITION_DEFAULT, searchParamsRead, type SearchParams } from '@modavi/core';
import { localeBundleReady } from '../i18n/locale-bundles';
import { GatewayFailure } from '../queries/gateway-failure';
import { productSearchQueryOptions, shopQueryOptions, shopVouchersQueryOptions } from '../queries/discovery-queries';
import { SellerPage } from '../features/seller-page/SellerPage';

type SellerSearch = Omit<SearchParams, 'shop_id' | 'q'> & { readonly position: string };

/** Spec: ?position= (default BranchOfMonth); the product list's filters, order and shop category too. */
const sellerSearch = (search: Record<string, unknown>): SellerSearch => {
  const { shop_id: _shop, q: _q, ...params } = searchParamsRead(search);
  const position = typeof search['position'] === 'string' && search['position'] !== '' ? search['position'] : SELLER_POSITION_DEFAULT;
  return { ...params, position };
};

export const Route = createFileRoute('/nguoi-ban/$id')({
  validateSearch: sellerSearch,
  loaderDeps: ({ search: { position: _position, ...list } }) => list,
  loader: async ({ context, params, deps }) => {
    const { queryClient, discovery } = context.services;
    try {
      await Promise.all([
        localeBundleReady(context.i18n, 'discovery'),
        localeBundleReady(context.i18n, 'seller'),
        queryClient.ensureQueryData(shopQueryOptions(discovery, params.id)),
        queryClient.ensureInfiniteQueryData(productSearchQueryOptions(discovery, { ...deps, shop_id: params.id })),
        queryClient.prefetchQuery(shopVouchersQueryOptions(context.services.promos, params.id)),
      ]);
    } catch (error) {
      if (error instanceof GatewayFailure && error.failure.status === 404) throw notFound();
      throw error;
    }
  },
  component: SellerPage,
});
