import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../i18n/i18n';
import { localeBundleReady } from '../i18n/locale-bundles';

/**
 * Renders a screen as the app does, for component tests: its i18n instance, a fresh query client
 * that does not retry, toasts, and (with `router`) a memory router whose only route draws it, for
 * screens with links.
 */
export interface ScreenRenderOptions {
  readonly router?: boolean;
  /** A query client the test fills first (what an earlier page left in the cache). */
  readonly client?: QueryClient;
}

export function screenRender(i18n: i18n, screen: () => ReactNode, { router = false, client }: ScreenRenderOptions = {}): RenderResult {
  const body = router ? (
    <RouterProvider router={createRouter({ routeTree: createRootRoute({ component: () => <>{screen()}</> }), history: createMemoryHistory() })} />
  ) : (
    screen()
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          {body}
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** An i18n instance per locale with the lazy word bundles a screen reads (for tests that render in both). */
export async function localeInstances(bundles: readonly string[]): Promise<Record<Locale, i18n>> {
  const made = async (locale: Locale) => {
    const instance = await i18nCreate(locale);
    await Promise.all(bundles.map((bundle) => localeBundleReady(instance, bundle)));
    return instance;
  };
  const [vi, kr] = await Promise.all([made('vi'), made('kr')]);
  return { vi, kr };
}
