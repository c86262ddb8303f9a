import { createFileRoute } from '@tanstack/react-router';
import { CollectionShopRoutePage } from '../features/collections/CollectionPage';

/** Spec: /danh-sach/bo-suu-tap/{id}?shop_id=, a collection's products of one shop (all of them without shop_id). */
export const Route = createFileRoute('/danh-sach/bo-suu-tap/$id')({
  validateSearch: (search: Record<string, unknown>): { shop_id?: string } =>
    typeof search['shop_id'] === 'string' && search['shop_id'] !== '' ? { shop_id: search['shop_id'] } : {},
  loaderDeps: ({ search }) => ({ shopId: search.shop_id ?? null }),
  loader: async ({ context, params, deps }) =>
    (await import('../features/promotions/promos-loaders')).promosLoaders.collection(context, params.id, deps.shopId),
  component: CollectionShopRoutePage,
});
