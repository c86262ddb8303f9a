import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@modavi/core';
import { routeStylesheets, type BuildManifest } from './page-assets.js';
import { builtStylesheets } from './page-styles.js';

/** What the app's server bundle (app/src/entry-server.tsx) takes and gives; the server does not import the app, it loads the built file. */
export interface PageRenderInput {
  readonly url: string;
  readonly cookieHeader: string;
  readonly locale: Locale;
  readonly config: unknown;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly nonce?: string | undefined;
}

export interface RenderedPage {
  readonly stream: ReadableStream<Uint8Array>;
  /** Settles when React has rendered everything, lazy parts included. */
  readonly allReady: Promise<void>;
  /** The stylesheets of the matched routes and the lazy parts drawn, beyond the entry's. */
  readonly stylesheets: readonly string[];
  /** A built stylesheet's text by its address, to put it in the page's head (page-styles.ts); without it the head links them. */
  readonly stylesheetText?: (href: string) => Promise<string | null>;
  /** The page state's JSON (app/src/ssr/page-state.ts), once the stream has ended. */
  readonly state: () => unknown;
}

/** Renders a page on the server; null when the app chose not to (the page is then drawn by the browser). */
export interface PageRenderer {
  render(input: PageRenderInput): Promise<RenderedPage | null>;
}

interface ServerBundle {
  pageRender(input: PageRenderInput): Promise<{
    stream: ReadableStream<Uint8Array>;
    allReady: Promise<void>;
    routeIds: readonly string[];
    /** The source modules of the lazy parts the matched routes draw (app/src/ssr/lazy-part-sources.ts); older bundles have none. */
    partSources?: readonly string[];
    state: () => unknown;
  } | null>;
}

/**
 * The production renderer: `app/dist-server/entry-server.js` (npm run build's SSR step) and the
 * client build's manifest for the routes' stylesheets, loaded on the first page. Without a
 * server bundle (an old build) it renders nothing and every page is drawn by the browser.
 */
export function distPageRenderer(appDist: string): PageRenderer {
  const bundleFile = join(dirname(appDist), 'dist-server', 'entry-server.js');
  let loaded: Promise<{ bundle: ServerBundle; manifest: BuildManifest } | null> | null = null;
  const stylesheetText = builtStylesheets(appDist);
  const load = async () => {
    try {
      const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
      const manifest = JSON.parse(await readFile(join(appDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
      return { bundle, manifest };
    } catch (error) {
      console.error(`server rendering off: ${bundleFile} did not load`, error);
      return null;
    }
  };
  return {
    async render(input) {
      const ready = await (loaded ??= load());
      if (!ready) return null;
      const page = await ready.bundle.pageRender(input);
      if (!page) return null;
      const stylesheets = routeStylesheets(ready.manifest, page.routeIds, page.partSources);
      return { stream: page.stream, allReady: page.allReady, stylesheets, stylesheetText, state: page.state };
    },
  };
}
