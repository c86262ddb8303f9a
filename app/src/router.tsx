import { createRouter } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { routeTree } from './route-tree.gen';
import type { AppServices } from './composition/composition-root';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';

export function routerCreate(services: AppServices, i18nInstance: i18n) {
  return createRouter({
    routeTree,
    context: { services, i18n: i18nInstance },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof routerCreate>;
  }
}
