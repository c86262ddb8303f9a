import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ModalPresenceProvider, type ModalOpened } from '@modavi/ui';
import type { routerCreate } from './router';
import { RenderedAtProvider } from './clock/use-now';

interface AppTreeProps {
  readonly i18n: i18n;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof routerCreate>;
  readonly onModalOpen: ModalOpened;
  /** The instant the server drew the page at, on the server and while hydrating its HTML (null for a page the browser draws). */
  readonly renderedAt?: number | null;
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
    // When the browser is next idle: React adopts the server's Suspense boundaries (lazy
    // sections) in tasks after the shell's commit, and a language switch before that would
    // make their words differ from the server's HTML.
    const mark = () => {
      document.documentElement.dataset[APP_READY_ATTRIBUTE] = 'true';
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(mark, { timeout: 1_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(mark, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** The app's providers around the router: one tree, so what the server renders is what the browser hydrates. */
export function AppTree({ i18n, queryClient, router, onModalOpen, renderedAt = null }: AppTreeProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ModalPresenceProvider onModalOpen={onModalOpen}>
            <RenderedAtProvider at={renderedAt}>
              <RouterProvider router={router} />
            </RenderedAtProvider>
            <AppReadyMark />
          </ModalPresenceProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
