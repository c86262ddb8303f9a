import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { collectionQueryOptions } from '../features/promotions/promos-queries';
import { PROMOS_BUNDLE } from '../features/promotions/use-promos-words';
import { CollectionPage } from '../features/collections/CollectionPage';

export const Route = createFileRoute('/bo-suu-tap/$id')({
  loader: async ({ context, params }) => {
    await Promise.all([
      localeBundleReady(context.i18n, PROMOS_BUNDLE),
      context.services.queryClient.ensureQueryData(collectionQueryOptions(context.services.promos, params.id, null)),
    ]);
  },
  component: function CollectionRoute() {
    const { id } = Route.useParams();
    return <CollectionPage id={id} shopId={null} />;
  },
});
