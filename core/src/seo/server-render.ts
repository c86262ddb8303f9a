import { LOCALE_DEFAULT, type Locale } from '../locale/locale.js';
import { routePatternMatches } from '../navigation/route-patterns.js';

/**
 * The pages the server renders to HTML before any script runs (issue 17), by the router's
 * pattern. Public pages only: someone's own pages (account, cart, checkout, the seller area,
 * the admin console) depend on who asks and stay drawn by the browser. Every other page gets
 * the built page with its meta tags, as before; a page whose render fails gets that too.
 */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  '/',
  '/san-pham/$id',
  '/danh-muc',
  '/nganh-hang/',
  '/nganh-hang/$id',
  '/tim-kiem',
  '/nguoi-ban/$id',
  '/bo-suu-tap/$id',
  '/danh-sach/bo-suu-tap/$id',
  '/banner/$id',
  '/khuyen-mai',
  '/uu-dai',
  '/cong-dong',
  '/post/$id',
  '/blog/',
  '/blog/$id',
  '/huong-dan/$',
  '/chinh-sach/$slug',
  '/top-seller',
  '/awards',
];

/** Whether the server renders `path` (no query) itself (`SERVER_RENDERED_PAGES`). */
export const pageServerRendered = (path: string): boolean => SERVER_RENDERED_PAGES.some((pattern) => routePatternMatches(pattern, path));

/**
 * How an address names its language (spec silent; issue 17's hreflang needs one address per
 * locale): a query parameter, `?hl=en`, as Google's own pages do. A path prefix (`/en/...`) would
 * double every route of the spec's Vietnamese paths and change every link the app draws; a
 * parameter leaves the routes, the links and the Vietnamese address (the default, spec) as they
 * are. Its values are the public language tags, `vi` and `en` (the app's `kr` carries English).
 */
export const LOCALE_ADDRESS_PARAM = 'hl';

/** The language tag an address carries for a locale (`hl=en` for kr). */
export const localeAddressTag = (locale: Locale): 'vi' | 'en' => (locale === 'kr' ? 'en' : 'vi');

/** The locale an address names with `hl`, or null when it names none (or an unknown one). */
export function localeOfAddress(search: string): Locale | null {
  // Core has no URL API: the parameter's first value, read by hand (`?a=1&hl=en`).
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.split('=')[0] === LOCALE_ADDRESS_PARAM);
  const tag = pair?.slice(LOCALE_ADDRESS_PARAM.length + 1).toLowerCase();
  if (tag === 'vi') return 'vi';
  if (tag === 'en' || tag === 'kr') return 'kr';
  return null;
}

/**
 * The cookie that tells the server the visitor's chosen language (the app keeps it in local
 * storage, which the server cannot read): the app writes both when the visitor switches.
 */
export const COOKIE_LOCALE = 'mdv_locale';

/** The locale a page is rendered in: the address's `hl`, else the visitor's cookie, else the default. */
export function pageLocale(search: string, cookieValue: string | null | undefined): Locale {
  const named = localeOfAddress(search);
  if (named !== null) return named;
  if (cookieValue === 'vi' || cookieValue === 'kr') return cookieValue;
  return LOCALE_DEFAULT;
}

/** The address of `path` (which may keep a query that names the page) in each language, and x-default (the Vietnamese one, the spec's default). */
export function pageAlternates(path: string): readonly { readonly hreflang: 'vi' | 'en' | 'x-default'; readonly path: string }[] {
  const english = `${path}${path.includes('?') ? '&' : '?'}${LOCALE_ADDRESS_PARAM}=${localeAddressTag('kr')}`;
  return [
    { hreflang: 'vi', path },
    { hreflang: 'en', path: english },
    { hreflang: 'x-default', path },
  ];
}

/** The address of `path` in `locale`: what a page in that language names as its canonical. */
export const pageAddressIn = (path: string, locale: Locale): string =>
  pageAlternates(path).find((alternate) => alternate.hreflang === localeAddressTag(locale))?.path ?? path;
