import type { PageMeta } from './page-meta.js';
import { SITE_NAME } from './page-meta.js';
import type { Locale } from '../locale/locale.js';
import { pageAddressIn, pageAlternates } from './server-render.js';
import { shareImageOrSite } from './share-image.js';

/** Text safe inside an element or a double-quoted attribute. */
export const htmlEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a script element: `<` escaped, so no value can close the element or open a comment. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** An absolute address on `origin` for a path, or an absolute address kept as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

/**
 * The head elements of a page's meta: title, description, canonical, robots, Open Graph
 * (a product's price in VND; the picture's raster rendition with its size and type), Twitter's
 * card and the JSON-LD scripts; every value escaped.
 */
export function pageMetaTags(meta: PageMeta, origin: string, locale: Locale = 'vi'): string {
  // A page in English (`?hl=en`) is its own canonical, not a copy of the Vietnamese one.
  const url = absoluteUrl(origin, pageAddressIn(meta.path, locale));
  // Always a raster rendition of a known size (previews ignore SVG), the site's when the page has no picture.
  const share = shareImageOrSite(meta.image);
  const image = absoluteUrl(origin, share.url);
  const property = (name: string, content: string) => `<meta property="${name}" content="${htmlEscape(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${htmlEscape(content)}" />`;
  const tags = [
    `<title>${htmlEscape(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${htmlEscape(url)}" />`,
    ...(meta.noindex ? [named('robots', 'noindex, nofollow')] : []),
    // A page that may be indexed names its Vietnamese and English addresses (`?hl=en`, LOCALE_ADDRESS_PARAM).
    ...(meta.noindex ? [] : pageAlternates(meta.path).map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${htmlEscape(absoluteUrl(origin, alternate.path))}" />`)),
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:locale', locale === 'kr' ? 'en_US' : 'vi_VN'),
    property('og:image', image),
    property('og:image:type', share.type),
    property('og:image:width', String(share.width)),
    property('og:image:height', String(share.height)),
    property('og:image:alt', meta.title),
    ...(meta.price ? [property('product:price:amount', String(meta.price.amount)), property('product:price:currency', meta.price.currency)] : []),
    // Under a running promotion program (issue 25): the price without it, and when the program's price ends.
    ...(meta.price?.original !== undefined
      ? [property('product:original_price:amount', String(meta.price.original)), property('product:original_price:currency', meta.price.currency)]
      : []),
    ...(meta.price?.until !== undefined ? [property('product:sale_price_dates:end', new Date(meta.price.until).toISOString())] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    ...meta.structured.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
