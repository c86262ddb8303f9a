import { readFile } from 'node:fs/promises';
import type { ViteDevServer } from 'vite';
import { routeTreePatterns, type PageSource } from '../http/page-source.js';

/** Development pages: app/index.html read fresh and run through Vite (HMR client, plugins); the routes from the generated route tree. */
export const vitePageSource = (vite: ViteDevServer, indexHtmlPath: string, routeTreeFile: string): PageSource => ({
  async html(url) {
    const template = await readFile(indexHtmlPath, 'utf8').catch(() => null);
    if (template === null) return null;
    const { pathname, search } = new URL(url);
    return vite.transformIndexHtml(pathname + search, template);
  },
  patterns: () => routeTreePatterns(routeTreeFile),
});
