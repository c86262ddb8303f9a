import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_API_PATHS, CONTENT_QUERY_MAX, GUIDE_PAGES, GUIDE_SHOTS_PREFIX, contentMatches, guideShotAllowed, type ContentKind } from '@modavi/core';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { contentLocaleOf } from './content-locale.js';
import { CONTENT_DIR, contentEntry, contentLibrary, contentLink, contentPage, type ContentLibrary } from './content-store.js';

/** Where the guides' pictures are kept (server/content/guide-shots/<locale>/<name>.webp). */
export const GUIDE_SHOTS_DIR = join(CONTENT_DIR, 'guide-shots');
/** A picture changes only when the screenshots are taken again: a day's cache. */
const GUIDE_SHOT_HEADERS = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' };

/** The most hits a guide search answers. */
const CONTENT_SEARCH_MAX = 20;


function pageAnswer(c: Context, library: ContentLibrary, kind: ContentKind, slug: string) {
  const locale = contentLocaleOf(c);
  const entry = contentEntry(library, locale, kind, slug);
  if (!entry) throw new ApiError(404, ERROR_CODES.routeNotFound, `No ${kind} ${slug}.`);
  return okJson(c, contentPage(library, locale, entry));
}

/** The help centre (issue 14): guides, their search, policies; public and read-only. */
export function contentRoutes(dir?: string, shotsDir = GUIDE_SHOTS_DIR): Hono {
  const app = new Hono();
  // The guides' pictures: only names core allows (a locale and a plain name), read from the pictures' folder.
  app.get(`${GUIDE_SHOTS_PREFIX}:locale/:file`, async (c) => {
    const path = `${GUIDE_SHOTS_PREFIX}${c.req.param('locale')}/${c.req.param('file')}`;
    if (!guideShotAllowed(path)) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such picture.');
    const body = await readFile(join(shotsDir, c.req.param('locale'), c.req.param('file'))).catch(() => null);
    if (!body) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such picture.');
    return c.body(new Uint8Array(body), 200, GUIDE_SHOT_HEADERS);
  });
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
