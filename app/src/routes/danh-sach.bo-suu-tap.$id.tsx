import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { collectionQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { CollectionPage } from '../features/collections/CollectionPage';

/** Spec: /danh-sach/bo-suu-tap/{id}?shop_id=, a collection's products of one shop (all of them without shop_id). */
export const Route = createFileRoute('/danh-sach/bo-suu-tap/$id')({
  validateSearch: (search: Record<string, unknown>): { shop_id?: string } =>
    typeof search['shop_id'] === 'string' && search['shop_id'] !== '' ? { shop_id: search['shop_id'] } : {},
  loaderDeps: ({ search }) => ({ shopId: search.shop_id ?? null }),
  loader: async ({ context, params, deps }) => {
    await Promise.all([
      localeBundleReady(context.i18n, PROMOS_BUNDLE),
      context.services.queryClient.ensureQueryData(collectionQueryOptions(context.services.promos, params.id, deps.shopId)),
    ]);
  },
  component: function CollectionDetailRoute() {
    const { id } = Route.useParams();
    const { shop_id: shopId } = Route.useSearch();
    return <CollectionPage id={id} shopId={shopId ?? null} />;
  },
});
