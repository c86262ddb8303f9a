import { Hono, type Context } from 'hono';
import { SITEMAP_BYTES_MAX, SITEMAP_INDEX_PATH, SITEMAP_URLS_MAX, robotsTxt, sitemapChunks, sitemapIndexXml, sitemapPageOf, sitemapXml, type SitemapEntry, type SitemapLimits } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { dbChanges } from '../db/db-changes.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { SITEMAP_TABLES, sitemapEntries } from './sitemap-entries.js';

interface SocketSide {
  readonly localAddress?: string;
  readonly localPort?: number;
}

/** An address as a URL's host: IPv6 in brackets, an IPv4-mapped one as IPv4. */
const hostOf = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  return address.includes(':') ? `[${address}]` : address;
};

/**
 * Where the site is, as robots.txt, the sitemap, canonical and Open Graph addresses name it:
 * MODAVI_PUBLIC_URL (production refuses to start without it). Without it, this server's own
 * address as its socket accepted the request (http://127.0.0.1:3000 for `npm start` on this
 * machine), never the Host header: a client writes that, and these answers are cached for
 * everyone (issue 24: any Host was served back, and each new one rebuilt the sitemap). A request
 * through no socket (`app.request`: tests, this server's own calls) keeps its URL's origin.
 */
export function siteOrigin(c: Context, config: ServerConfig): string {
  if (config.auth.publicUrl !== null) return config.auth.publicUrl;
  const socket = (c.env as { incoming?: { socket?: SocketSide } } | undefined)?.incoming?.socket;
  if (socket?.localAddress && socket.localPort) return `http://${hostOf(socket.localAddress)}:${socket.localPort}`;
  return new URL(c.req.url).origin;
}

/** How long crawlers may keep the sitemap: the catalogue changes through the day. */
const SITEMAP_CACHE = 'public, max-age=3600';
/**
 * How long the cut list is kept. A crawler reads the index, then every numbered file: reading
 * every listed product for each would cost the database one full pass per file. Where the
 * database tells of changes (dbChanges live) a change to SITEMAP_TABLES drops it at once; else a
 * new product waits this long, well within what crawlers keep (SITEMAP_CACHE).
 */
export const SITEMAP_KEPT_MS = 10 * 60_000;
/** The numbered sitemaps: `/sitemap-<n>.xml` (core's sitemapPagePath), at the root like the index. */
const SITEMAP_PAGE_ROUTE = '/:file{sitemap-[0-9]+\\.xml}';

export interface SeoRoutesOptions {
  /** Tests cut at a few addresses rather than the protocol's 50,000. */
  readonly sitemapLimits?: SitemapLimits;
}

/** The sitemap cut into files for an origin, kept while its tables are unchanged and for SITEMAP_KEPT_MS. */
function sitemapKept(db: Db, limits: SitemapLimits): (origin: string) => Promise<SitemapEntry[][]> {
  const changes = dbChanges(db);
  let kept: { key: string; at: number; chunks: Promise<SitemapEntry[][]> } | null = null;
  return (origin) => {
    const stamp = changes.live() ? SITEMAP_TABLES.map((table) => changes.tableVersion(table)).join('.') : '';
    const key = `${origin} ${stamp}`;
    if (!kept || kept.key !== key || Date.now() - kept.at > SITEMAP_KEPT_MS) {
      const chunks = sitemapEntries(db).then((entries) => sitemapChunks(origin, entries, limits));
      kept = { key, at: Date.now(), chunks };
      chunks.catch(() => (kept = null));
    }
    return kept.chunks;
  };
}

/** robots.txt, the sitemap index and its numbered sitemaps (issue 17): what crawlers may read, and every public page to read. */
export function seoRoutes(db: Db, config: ServerConfig, options: SeoRoutesOptions = {}): Hono {
  const routes = new Hono();
  const chunksOf = sitemapKept(db, options.sitemapLimits ?? { urls: SITEMAP_URLS_MAX, bytes: SITEMAP_BYTES_MAX });
  const xml = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE });
  routes.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c, config)), 200, { 'cache-control': 'public, max-age=86400' }));
  routes.get(SITEMAP_INDEX_PATH, async (c) => {
    const origin = siteOrigin(c, config);
    return xml(c, sitemapIndexXml(origin, await chunksOf(origin)));
  });
  routes.get(SITEMAP_PAGE_ROUTE, async (c) => {
    const origin = siteOrigin(c, config);
    const chunk = (await chunksOf(origin))[(sitemapPageOf(c.req.path) ?? 0) - 1];
    if (!chunk) throw new ApiError(404, ERROR_CODES.routeNotFound, 'No such sitemap.');
    return xml(c, sitemapXml(origin, chunk));
  });
  return routes;
}
