import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { localeBundleReady } from '../i18n/locale-bundles';
import { loginPromptOpen } from '../features/auth/login-prompt';
import { meQueryOptions, wallQueryOptions } from '../queries/account-queries';
import { useServices } from '../hooks/use-services';
import { WallPage } from '../features/wall/WallPage';
import { WallOrders } from '../features/wall/WallOrders';

/** /tuong: one's own wall; `?order=1` also shows the buyer's orders (spec). */
export const Route = createFileRoute('/tuong/')({
  validateSearch: (search: Record<string, unknown>): { order?: 1 } => (String(search['order']) === '1' ? { order: 1 } : {}),
  beforeLoad: ({ context }) => {
    if (!context.services.tokens.isLoggedIn()) {
      loginPromptOpen();
      throw redirect({ to: '/' });
    }
  },
  loader: async ({ context }) => {
    const { services } = context;
    const [me] = await Promise.all([services.queryClient.ensureQueryData(meQueryOptions(services)), localeBundleReady(context.i18n, 'account')]);
    await services.queryClient.ensureQueryData(wallQueryOptions(services, me._id));
  },
  component: OwnWall,
});

function OwnWall() {
  const services = useServices();
  const { order } = Route.useSearch();
  const { data: me } = useSuspenseQuery(meQueryOptions(services));
  return <WallPage userId={me._id} ordersPanel={order === 1 ? <WallOrders /> : undefined} />;
}
