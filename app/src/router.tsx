import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { routeTree } from './route-tree.gen';
import type { AppServices } from './composition/composition-root';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';

/**
 * The app's router. On the server (issue 17) it gets the page request's address as a memory
 * history, and the page's CSP nonce for the scroll-restoration script it writes.
 */
export function routerCreate(services: AppServices, i18nInstance: i18n, server?: { history: RouterHistory; nonce: string | undefined }) {
  return createRouter({
    routeTree,
    ...(server ? { history: server.history, ssr: server.nonce === undefined ? {} : { nonce: server.nonce } } : {}),
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
