import { PRIVATE_PAGE_PREFIXES } from '../navigation/page-guard.js';
import { absoluteUrl, htmlEscape } from './page-meta-html.js';

/** The sitemap protocol's limits of one file: 50,000 addresses and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_URLS_MAX = 50_000;
export const SITEMAP_BYTES_MAX = 52_428_800;

/** Where crawlers start (robots.txt names it): the sitemap index. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/**
 * The numbered sitemaps the index points at, from 1. At the site's root: a sitemap may only
 * list addresses at or below its own folder.
 */
export const sitemapPagePath = (page: number): string => `/sitemap-${page}.xml`;
/** The page number a numbered sitemap's path names, or null. Never throws. */
export function sitemapPageOf(path: string): number | null {
  const match = /^\/sitemap-([1-9][0-9]{0,8})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

export interface SitemapEntry {
  readonly path: string;
  /** The day it last changed, YYYY-MM-DD. */
  readonly lastmod?: string | undefined;
}

export interface SitemapLimits {
  readonly urls: number;
  readonly bytes: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '\n</urlset>\n';

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${htmlEscape(lastmod)}</lastmod>` : '');
const urlLine = (origin: string, entry: SitemapEntry) => `  <url><loc>${htmlEscape(absoluteUrl(origin, entry.path))}</loc>${lastmodTag(entry.lastmod)}</url>`;

/** The UTF-8 length of a text (core has no TextEncoder): what the protocol's byte limit counts. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The entries cut into sitemaps, in order, each within the limits (addresses, and bytes of the
 * file sitemapXml writes of it). Never empty: no entries is one empty sitemap, so the index
 * always points at one. An entry too long for any file alone (beyond 50 MB) is left out.
 */
export function sitemapChunks(origin: string, entries: readonly SitemapEntry[], limits: SitemapLimits = { urls: SITEMAP_URLS_MAX, bytes: SITEMAP_BYTES_MAX }): SitemapEntry[][] {
  const frame = utf8Length(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);
  const chunks: SitemapEntry[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    // Each line after the first is preceded by a newline.
    const size = utf8Length(urlLine(origin, entry)) + 1;
    if (frame + size > limits.bytes) continue;
    const current = chunks[chunks.length - 1] ?? [];
    if (current.length >= limits.urls || bytes + size > limits.bytes) {
      chunks.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return chunks;
}

/** The latest lastmod of some entries (YYYY-MM-DD compares as text), or undefined when none has one. */
export const sitemapLastmod = (entries: readonly SitemapEntry[]): string | undefined =>
  entries.reduce<string | undefined>((latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest), undefined);

/** One sitemap file of the given entries (one of sitemapChunks; at most SITEMAP_URLS_MAX kept), every address escaped. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_URLS_MAX).map((entry) => urlLine(origin, entry));
  return `${XML_HEAD}${URLSET_OPEN}${urls.join('\n')}${URLSET_CLOSE}`;
}

/** The sitemap index: each numbered sitemap's address and the latest change among its entries. */
export function sitemapIndexXml(origin: string, chunks: readonly (readonly SitemapEntry[])[]): string {
  const sitemaps = chunks.map((chunk, index) => `  <sitemap><loc>${htmlEscape(absoluteUrl(origin, sitemapPagePath(index + 1)))}</loc>${lastmodTag(sitemapLastmod(chunk))}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** What crawlers leave alone: someone's own pages (the page guard's list), the API, the development helpers. */
export const ROBOTS_DISALLOWED: readonly string[] = [...PRIVATE_PAGE_PREFIXES, '/tuong$', '/api/', '/dev', '/sandbox'];

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, SITEMAP_INDEX_PATH)}`, ''].join('\n');
