/**
 * The picture a shared link shows (issue 17). Zalo, Facebook and most link previews ignore SVG,
 * and the seed's pictures are SVG; an upload may be any size. So every page names a raster
 * rendition of its picture, of one known size and type, which the server draws from the source
 * on first request (`server/src/media/share-image-routes.ts`).
 */

/**
 * SHARE_IMAGE_WIDTH x SHARE_IMAGE_HEIGHT: Facebook's recommended link-preview size (1.91:1, at
 * least 600 wide); Zalo and X's large card crop to about the same shape. A picture of another
 * shape is fitted inside, over a blurred fill of itself, so nothing of a product is cut off.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** JPEG: the one format every preview reads (Zalo's included), and a photo's smallest safe one. */
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** Where the renditions are served: this prefix, the source's path below /media/, then `.jpg`. */
export const SHARE_IMAGE_PREFIX = '/media/og/';
const SHARE_IMAGE_EXTENSION = '.jpg';

/**
 * The site's own picture (a drawing of the server's, `/media/site/share.svg`), for pages that
 * have none of their own: a preview without a picture is easily scrolled past.
 */
export const SITE_SHARE_SOURCE = '/media/site/share.svg';

export interface ShareImage {
  /** The rendition's path (and its source's version query, if any). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
}

/**
 * The pictures this server serves that may have a rendition: generated images (products,
 * colour options, shops, categories, banners, the site's), uploads and blog covers, by a path of plain
 * segments (no `..`: a segment never starts with a dot) and an image extension, optionally
 * versioned (`?v=<hex>`, the blog covers' addresses).
 */
const SHARE_SOURCE = /^\/media\/(?:products|shops|categories|banners|uploads|blog|site)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpg|gif|webp)$/;
const SOURCE_VERSION = /^\?v=[0-9a-f]{1,64}$/;

/** A source address split into a path this server may draw from and its version query, or null. */
function shareSourceParts(src: string): { readonly path: string; readonly query: string } | null {
  const at = src.indexOf('?');
  const path = at < 0 ? src : src.slice(0, at);
  const query = at < 0 ? '' : src.slice(at);
  return SHARE_SOURCE.test(path) && (query === '' || SOURCE_VERSION.test(query)) ? { path, query } : null;
}

/**
 * The rendition a page names for a picture of this server (a path as products, shops and
 * articles store it), or null for any other address (it would not be drawn). Never throws.
 */
export function shareImageOf(src: string | null | undefined): ShareImage | null {
  const parts = typeof src === 'string' ? shareSourceParts(src) : null;
  if (!parts) return null;
  const url = `${SHARE_IMAGE_PREFIX}${parts.path.slice('/media/'.length)}${SHARE_IMAGE_EXTENSION}${parts.query}`;
  return { url, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: SHARE_IMAGE_TYPE };
}

/** A page's picture, else the site's: every page a link may point at shows one. */
export const shareImageOrSite = (src: string | null | undefined): ShareImage => shareImageOf(src) ?? (shareImageOf(SITE_SHARE_SOURCE) as ShareImage);

/**
 * The source a rendition's path (without query) is drawn from, or null when it names none this
 * server would draw: the inverse of shareImageOf, so the route draws only what a page may name.
 */
export function shareImageSource(path: string): string | null {
  if (!path.startsWith(SHARE_IMAGE_PREFIX) || !path.endsWith(SHARE_IMAGE_EXTENSION)) return null;
  const source = `/media/${path.slice(SHARE_IMAGE_PREFIX.length, -SHARE_IMAGE_EXTENSION.length)}`;
  return SHARE_SOURCE.test(source) ? source : null;
}
