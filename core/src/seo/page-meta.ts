import type { Locale } from '../locale/locale.js';

/**
 * What a page tells search engines and link previews (issue 17): its title, a description, its
 * canonical address, a picture, what kind of thing it is, and schema.org data. The server puts
 * these into the page it sends, so a link shared to Zalo or Facebook shows the product.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The canonical path (no query, except what names the page). */
  readonly path: string;
  /** Its picture as stored (a path of this server): the tags name its raster rendition (`shareImageOf`). */
  readonly image: string | null;
  readonly type: 'website' | 'product' | 'article';
  /**
   * A product's price for Open Graph's product tags: what a buyer pays now, and under a running
   * promotion program the price without it (`original`) and when the program's price ends (`until`, epoch ms).
   */
  readonly price?: { readonly amount: number; readonly currency: 'VND'; readonly original?: number | undefined; readonly until?: number | undefined } | undefined;
  /** A page that belongs to one person (account, checkout, the workspaces): never indexed. */
  readonly noindex?: boolean | undefined;
  /** schema.org objects, each sent as its own JSON-LD script. */
  readonly structured: readonly Record<string, unknown>[];
}

export const SITE_NAME = 'Modavi';

/** What a search result shows of a description before cutting it (our reading of common practice). */
export const META_DESCRIPTION_MAX = 160;

/** The site's own description, for pages that have none of their own (Vietnamese: the spec's default locale). */
export const SITE_DESCRIPTION = 'Modavi – sàn thời trang và làm đẹp: mua sắm theo shop, săn voucher, mua chung và cộng đồng phối đồ.';

/** The same in the English locale (issue 31 item 12: `?hl=en` pages described in English). */
export const SITE_DESCRIPTION_KR = 'Modavi – the fashion and beauty marketplace: shop by shop, save vouchers, buy together and share outfits with the community.';

/** The site's description in a locale's words. */
export const siteDescription = (locale: Locale): string => (locale === 'kr' ? SITE_DESCRIPTION_KR : SITE_DESCRIPTION);

/** "Name | Modavi", or the site's name alone. */
export const pageTitle = (name?: string | null): string => {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? SITE_NAME : `${trimmed} | ${SITE_NAME}`;
};

/**
 * A description from free text (a product's description, an article's Markdown): marks and
 * runs of spaces gone, cut at a word before META_DESCRIPTION_MAX with an ellipsis.
 */
export function metaDescription(text: string | null | undefined, fallback = SITE_DESCRIPTION): string {
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return fallback;
  const chars = [...plain];
  if (chars.length <= META_DESCRIPTION_MAX) return plain;
  const cut = chars.slice(0, META_DESCRIPTION_MAX - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A page without data of its own: the site's title and description (in `locale`'s words) at that address. */
export const pageMetaDefault = (path: string, name?: string | null, noindex = false, locale: Locale = 'vi'): PageMeta => ({
  title: pageTitle(name),
  description: siteDescription(locale),
  path,
  image: null,
  type: 'website',
  noindex,
  structured: [],
});
