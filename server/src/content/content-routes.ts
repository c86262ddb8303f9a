import { Hono, type Context } from 'hono';
import { CONTENT_API_PATHS, CONTENT_QUERY_MAX, GUIDE_PAGES, contentMatches, type ContentKind } from '@modavi/core';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { contentLocaleOf } from './content-locale.js';
import { contentEntry, contentLibrary, contentLink, contentPage, type ContentLibrary } from './content-store.js';

/** The most hits a guide search answers. */
const CONTENT_SEARCH_MAX = 20;


function pageAnswer(c: Context, library: ContentLibrary, kind: ContentKind, slug: string) {
  const locale = contentLocaleOf(c);
  const entry = contentEntry(library, locale, kind, slug);
  if (!entry) throw new ApiError(404, ERROR_CODES.routeNotFound, `No ${kind} ${slug}.`);
  return okJson(c, contentPage(library, locale, entry));
}

/** The help centre (issue 14): guides, their search, policies; public and read-only. */
export function contentRoutes(dir?: string): Hono {
  const app = new Hono();
  app.get(routePath(CONTENT_API_PATHS.guides), async (c) => {
    const library = await contentLibrary(dir);
    const locale = contentLocaleOf(c);
    const entries = GUIDE_PAGES.map((page) => ({ page, entry: contentEntry(library, locale, 'guide', page.path) }));
    const query = c.req.query('q')?.slice(0, CONTENT_QUERY_MAX).trim();
    if (query === undefined) {
      return okJson(c, entries.flatMap(({ page, entry }) => (entry ? [{ ...contentLink(entry), group: page.group }] : [])));
    }
    const hits = entries.flatMap(({ entry }) => (entry && contentMatches(query, entry.title, entry.markdown) ? [contentLink(entry)] : []));
    return okJson(c, hits.slice(0, CONTENT_SEARCH_MAX));
  });
  // A nested guide's slug has a '/': the rest of the path after guides/.
  app.get(`${routePath(CONTENT_API_PATHS.guides)}/:slug{.+}`, async (c) => pageAnswer(c, await contentLibrary(dir), 'guide', c.req.param('slug') ?? ''));
  app.get(`${routePath(CONTENT_API_PATHS.policy(''))}:slug`, async (c) => pageAnswer(c, await contentLibrary(dir), 'policy', c.req.param('slug') ?? ''));
  return app;
}
