import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ModalPresenceProvider, type ModalOpened } from '@modavi/ui';
import type { routerCreate } from './router';

interface AppTreeProps {
  readonly i18n: i18n;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof routerCreate>;
  readonly onModalOpen: ModalOpened;
}

/** The attribute `<html>` gets once the app answers on the page (`data-hydrated`). */
export const APP_READY_ATTRIBUTE = 'hydrated';

/**
 * Marks the page as live: a page the server drew shows its buttons before the browser has
 * adopted it, and a click before that is lost. The browser tests wait for the mark
 * (test/e2e/harness/browser.ts) as a person waits for the page to respond.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset[APP_READY_ATTRIBUTE] = 'true';
  }, []);
  return null;
}

/** The app's providers around the router: one tree, so what the server renders is what the browser hydrates. */
export function AppTree({ i18n, queryClient, router, onModalOpen }: AppTreeProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ModalPresenceProvider onModalOpen={onModalOpen}>
            <RouterProvider router={router} />
            <AppReadyMark />
          </ModalPresenceProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
