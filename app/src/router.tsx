import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import type { AppServices } from './composition/composition-root';
import { NotFoundPage } from './features/shell/NotFoundPage';

export function routerCreate(services: AppServices) {
  return createRouter({
    routeTree,
    context: { services },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof routerCreate>;
  }
}
