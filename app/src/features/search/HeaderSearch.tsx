import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { SearchTrigger } from '@modavi/ui';
import { localeBundleReady } from '../../i18n/locale-bundles';
import type { SearchOverlayProps } from './SearchOverlay';

/** Where the search page lives; the spec opens the overlay by default there. */
export const SEARCH_PATH = '/tim-kiem';

let overlay: ComponentType<SearchOverlayProps> | null = null;
/** The overlay, its words and its suggestions code load on first open only (first-visit budget). */
const overlayLazy = (instance: i18n) =>
  (overlay ??= lazy(() =>
    Promise.all([import('./SearchOverlay'), localeBundleReady(instance, 'search-overlay')]).then(([module]) => ({
      default: module.SearchOverlay,
    })),
  ));

/**
 * The header's search box: a button that looks like a field and opens the search overlay.
 * On /tim-kiem without a query the overlay opens by itself (spec: open by default there);
 * once a query is in the address the page shows its results and the overlay stays closed
 * until asked for, so results are never hidden behind it.
 */
export function HeaderSearch() {
  const { t, i18n: instance } = useTranslation();
  const location = useRouterState({
    select: (state) => ({ path: state.location.pathname, q: (state.location.search as { q?: unknown }).q }),
  });
  const onSearchPage = location.path === SEARCH_PATH;
  const query = onSearchPage && typeof location.q === 'string' ? location.q : '';
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing plays out and reopening is instant.
  const [opened, setOpened] = useState(false);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  useEffect(() => {
    if (onSearchPage && query === '') {
      setOpen(true);
      setOpened(true);
    }
  }, [onSearchPage, query]);

  const Overlay = opened ? overlayLazy(instance) : null;
  return (
    <>
      <SearchTrigger
        label={query || t('search.trigger')}
        // The shown query stays part of the name (WCAG 2.5.3), with what the button does.
        aria-label={query ? t('search.triggerWithQuery', { query }) : undefined}
        onClick={() => openChange(true)}
        aria-haspopup="dialog"
      />
      {Overlay ? (
        <Suspense fallback={null}>
          <Overlay open={open} onOpenChange={openChange} initialQuery={query} />
        </Suspense>
      ) : null}
    </>
  );
}
