import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Locale } from '@modavi/core';

/**
 * What the server rendered a page with (issue 17): its locale and the queries its loaders and
 * components read, sent as a JSON data block after the page's HTML (never executed: the
 * page's CSP runs only the app's own script files). The browser puts the queries into its
 * TanStack Query cache before it hydrates, so its first render draws the same page.
 */
export interface PageState {
  readonly locale: Locale;
  /** The instant the server rendered at: the browser hydrates with the same clock (app/src/clock/use-now.ts). */
  readonly renderedAt: number;
  readonly queries: readonly { readonly key: QueryKey; readonly data: unknown; readonly at: number }[];
}

/** The id of the data block. */
export const PAGE_STATE_ID = 'modavi-state';

/** The state the server sent with this page, or null for a page drawn by the browser (or a block it cannot read). */
export function pageStateRead(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

/** Every query the server read, into the browser's cache, as fresh as it was then. */
export function pageStateRestore(client: QueryClient, state: PageState): void {
  for (const query of state.queries) client.setQueryData(query.key, query.data, { updatedAt: query.at });
}

/** The successful queries of a render, to send with its page. */
export const pageStateOf = (client: QueryClient, locale: Locale, renderedAt: number): PageState => ({
  locale,
  renderedAt,
  queries: client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt })),
});
