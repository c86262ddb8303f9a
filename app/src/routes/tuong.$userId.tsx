import { createFileRoute } from '@tanstack/react-router';
import { PublicWall } from '../features/wall/PublicWall';

/** /tuong/{userId}: someone's public wall. */
export const Route = createFileRoute('/tuong/$userId')({
  loader: ({ context, params }) => import('../features/account/account-loaders').then(({ wallLoad }) => wallLoad(context, params.userId)),
  component: PublicWall,
});
