import { createFileRoute } from '@tanstack/react-router';
import { loginRequiredRedirect } from '../features/auth/login-required';
import { OwnWall } from '../features/wall/OwnWall';

/** /tuong: one's own wall; `?order=1` also shows the buyer's orders (spec). */
export const Route = createFileRoute('/tuong/')({
  validateSearch: (search: Record<string, unknown>): { order?: 1 } => (String(search['order']) === '1' ? { order: 1 } : {}),
  beforeLoad: ({ context, location, preload }) => {
    if (!context.services.tokens.isLoggedIn()) loginRequiredRedirect(location, preload);
  },
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: ({ context, deps }) =>
    import('../features/account/account-loaders').then(({ ownWallLoad }) => ownWallLoad(context, deps.order === 1)),
  component: OwnWall,
});
