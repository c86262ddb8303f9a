import { Hono, type Context } from 'hono';
import { robotsTxt, sitemapXml } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { sitemapEntries } from './page-meta.js';

/** Where the site is: MODAVI_PUBLIC_URL when set (behind a proxy), else the request's own origin. */
export const siteOrigin = (c: Context, config: ServerConfig): string => config.auth.publicUrl ?? new URL(c.req.url).origin;

/** How long crawlers may keep the sitemap: the catalogue changes through the day. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** robots.txt and sitemap.xml (issue 17): what crawlers may read, and every public page to read. */
export function seoRoutes(db: Db, config: ServerConfig): Hono {
  const routes = new Hono();
  routes.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c, config)), 200, { 'cache-control': 'public, max-age=86400' }));
  routes.get('/sitemap.xml', async (c) =>
    c.body(sitemapXml(siteOrigin(c, config), await sitemapEntries(db)), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE }),
  );
  return routes;
}
