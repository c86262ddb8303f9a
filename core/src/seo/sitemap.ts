import { PRIVATE_PAGE_PREFIXES } from '../navigation/page-guard.js';
import { absoluteUrl, htmlEscape } from './page-meta-html.js';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URLS_MAX = 50_000;

export interface SitemapEntry {
  readonly path: string;
  /** The day it last changed, YYYY-MM-DD. */
  readonly lastmod?: string | undefined;
}

/** sitemap.xml of the public pages (at most SITEMAP_URLS_MAX, the first ones kept), every address escaped. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_URLS_MAX).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${htmlEscape(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${htmlEscape(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What crawlers leave alone: someone's own pages (the page guard's list), the API, the development helpers. */
export const ROBOTS_DISALLOWED: readonly string[] = [...PRIVATE_PAGE_PREFIXES, '/tuong$', '/api/', '/dev', '/sandbox'];

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
