import { createFileRoute, redirect } from '@tanstack/react-router';

/** /quan-tri: the admin console opens on its shop queue. */
export const Route = createFileRoute('/quan-tri/')({
  beforeLoad: () => {
    throw redirect({ href: '/quan-tri/cua-hang' });
  },
});
