import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_COVER_WIDTHS, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX, CONTENT_API_PATHS, blogIdValid, blogRelated, contentHeadings, type BlogArticle } from '@modavi/core';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { BLOG_COVER_DIR, BLOG_COVER_PREFIX, blogLibrary, blogSummary } from './blog-store.js';
import { contentLocaleOf } from './content-locale.js';

const ListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .default(BLOG_PAGE_SIZE)
    .transform((limit) => Math.min(limit, BLOG_PAGE_SIZE_MAX)),
  category: z.enum(BLOG_CATEGORIES).optional(),
});

const queryClean = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== '' && key !== 'locale'));

/** The file names a cover may have: an article id and one of the widths. */
const COVER_FILE = new RegExp(`^([a-z0-9-]+)-(${BLOG_COVER_WIDTHS.join('|')})\\.webp$`);
/** A cover's address carries its files' hash (`?v=`), so a browser may keep it for a year. */
const COVER_HEADERS = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' };

/** The blog (spec 2: /blog, /blog/{id}): public, read-only, Markdown files under server/content/<locale>/blog. */
export function blogRoutes(dir?: string, coverDir = BLOG_COVER_DIR): Hono {
  const app = new Hono();
  app.get(routePath(CONTENT_API_PATHS.blog), async (c) => {
    const parsed = ListQuerySchema.safeParse(queryClean(c.req.query()));
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, `Invalid query: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    const { page, limit, category } = parsed.data;
    const all = (await blogLibrary(dir, coverDir)).get(contentLocaleOf(c)) ?? [];
    const chosen = category ? all.filter((entry) => entry.category === category) : all;
    const items = chosen.slice((page - 1) * limit, page * limit).map(blogSummary);
    return okJson(c, { items, page, limit, total: chosen.length });
  });
  app.get(`${routePath(CONTENT_API_PATHS.blog)}/:id`, async (c) => {
    const id = c.req.param('id');
    const all = (await blogLibrary(dir, coverDir)).get(contentLocaleOf(c)) ?? [];
    const entry = blogIdValid(id) ? all.find((one) => one.id === id) : undefined;
    if (!entry) throw new ApiError(404, ERROR_CODES.routeNotFound, `No article ${id}.`);
    const article: BlogArticle = {
      ...blogSummary(entry),
      markdown: entry.markdown,
      headings: [...contentHeadings(entry.markdown)],
      product_ids: [...entry.product_ids],
      related: blogRelated(entry, all).map(blogSummary),
    };
    return okJson(c, article);
  });
  app.get(`${BLOG_COVER_PREFIX}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!COVER_FILE.test(file)) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    const body = await readFile(join(coverDir, file)).catch(() => null);
    if (!body) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    return c.body(new Uint8Array(body), 200, COVER_HEADERS);
  });
  return app;
}
