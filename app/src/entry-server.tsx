import { renderToReadableStream } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { FetchLike } from '@modavi/adapters';
import type { Locale } from '@modavi/core';
import { AppTree } from './app-tree';
import { compose } from './composition/composition-root';
import { RuntimeConfigSchema } from './config/runtime-config';
import { i18nCreate } from './i18n/i18n';
import { routerCreate } from './router';
import { serverPlatform } from './ssr/server-platform';
import { pageStateOf, type PageState } from './ssr/page-state';
import { lazyPartSourcesOf } from './ssr/lazy-part-sources';

/** What the server's page route hands in (server/src/http/page-render.ts reads this bundle). */
export interface PageRenderInput {
  /** The page's path and query. */
  readonly url: string;
  /** The request's cookies, with a no-login cookie the server just issued. */
  readonly cookieHeader: string;
  readonly locale: Locale;
  /** The runtime config the page carries (its addresses and token secret). */
  readonly config: unknown;
  /** The API, as the server answers it in-process. */
  readonly fetch: FetchLike;
  /** The page's CSP nonce, for any script React itself writes. */
  readonly nonce?: string | undefined;
}

export interface PageRenderOutput {
  /** The HTML inside `#root`, streamed as React renders it. */
  readonly stream: ReadableStream<Uint8Array>;
  /** Settles when everything is rendered (lazy parts included): read the stream after it and the HTML has no fallbacks. */
  readonly allReady: Promise<void>;
  /** The matched routes' ids ('/san-pham/$id'), for their stylesheets. */
  readonly routeIds: readonly string[];
  /** The source modules of the lazy parts those routes draw, for their stylesheets. */
  readonly partSources: readonly string[];
  /** The queries the page read, once the stream has ended. */
  readonly state: () => PageState;
}

const noModal = () => () => undefined;

/** Where the router's server load ended: the page to render, or the address it redirects to (null when it cannot render). */
function serverResultOf(router: ReturnType<typeof routerCreate>): { render: true } | { render: false; to: string | null } {
  const result = router._serverResult;
  if (result?.type === 'redirect') return { render: false, to: result.redirect.options.href ?? result.redirect.headers.get('location') };
  const plain = result?.type === 'render' && result.status === 200 && result.matches.every((match) => match.status === 'success');
  return plain ? { render: true } : { render: false, to: null };
}

const pathOf = (url: string) => new URL(url, 'http://page.invalid').pathname;

/**
 * Renders a page on the server: the router loads the address's routes (their loaders fill the
 * Query cache), then React streams the tree the browser will hydrate. An address whose search
 * the routes complete with defaults (`?position=` on a product) is rendered at that canonical
 * address, as the browser's router shows it. Null when the page did not load as a plain success
 * (a redirect elsewhere, a not-found, a loader's error): the server then sends the page the
 * browser draws, as for every page before server rendering.
 */
export async function pageRender(input: PageRenderInput): Promise<PageRenderOutput | null> {
  const config = RuntimeConfigSchema.parse(input.config);
  const services = compose(config, serverPlatform(config, input.cookieHeader, input.locale, input.fetch));
  const i18n = await i18nCreate(input.locale);
  const routerLoaded = async (url: string) => {
    const router = routerCreate(services, i18n, { history: createMemoryHistory({ initialEntries: [url] }), nonce: input.nonce });
    await router.load();
    return router;
  };
  let router = await routerLoaded(input.url);
  let result = serverResultOf(router);
  if (!result.render && result.to !== null && pathOf(result.to) === pathOf(input.url)) {
    router = await routerLoaded(result.to);
    result = serverResultOf(router);
  }
  if (!result.render) return null;
  const renderedAt = Date.now();
  const stream = await renderToReadableStream(
    <AppTree i18n={i18n} queryClient={services.queryClient} router={router} onModalOpen={noModal} renderedAt={renderedAt} />,
    // A part that is ready when the server writes it goes in place, not in a hidden block an
    // inline script moves later (React outlines large parts by default).
    { nonce: input.nonce, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => console.error('server render', error) },
  );
  return {
    stream,
    allReady: stream.allReady,
    routeIds: router.state.matches.map((match) => match.routeId),
    partSources: lazyPartSourcesOf(router.state.matches.map((match) => match.routeId)),
    state: () => pageStateOf(services.queryClient, input.locale, renderedAt),
  };
}
