import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { groupBuyWordsLoad } from './group-buy-loaders';

/** Renders a group-buy screen in a locale with its words, a query client, a router and toasts (component tests only). */
export async function groupBuyRender(locale: 'vi' | 'kr', screen: () => ReactNode): Promise<void> {
  const i18n = await i18nCreate(locale);
  await groupBuyWordsLoad(i18n);
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{screen()}</> }), history: createMemoryHistory() });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
