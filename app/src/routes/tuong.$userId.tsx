import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { wallQueryOptions } from '../queries/account-queries';
import { WallPage } from '../features/wall/WallPage';

/** /tuong/{userId}: someone's public wall. */
export const Route = createFileRoute('/tuong/$userId')({
  loader: async ({ context, params }) => {
    await Promise.all([
      localeBundleReady(context.i18n, 'account'),
      context.services.queryClient.ensureQueryData(wallQueryOptions(context.services, params.userId)),
    ]);
  },
  component: PublicWall,
});

function PublicWall() {
  const { userId } = Route.useParams();
  return <WallPage userId={userId} />;
}
