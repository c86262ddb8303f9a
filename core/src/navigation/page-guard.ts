/** Name of the cookie holding the encrypted account token. */
export const COOKIE_LOGIN = 'mdv_token';
/** Name of the cookie holding the encrypted no-login (guest) token. */
export const COOKIE_NO_LOGIN = 'mdv_nologin';

/** The root's query parameter that carries a guarded visitor's destination back to it. */
export const GUARD_RETURN_PARAM = 'next';

export interface PageGuardInput {
  readonly path: string;
  readonly hasLoginCookie: boolean;
  readonly hasNoLoginCookie: boolean;
  /** The address's query string as requested ('' or '?a=b'), carried to the root with the destination. */
  readonly search?: string;
  /**
   * Who guards: the server answering a page request (a first visit, a shared link), or the
   * client navigating inside the app. Server unless said.
   */
  readonly side?: 'server' | 'client';
}

export type PageGuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/**
 * Pages that belong to someone (the account, its orders, favourites and own wall, checkout,
 * seller registration, the seller area and the admin console): a first request of those without
 * a cookie still goes through the root, as the spec says.
 */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = [
  '/trang-ca-nhan',
  '/thanh-toan',
  '/thanh-toan-2',
  '/gio-hang',
  '/yeu-thich',
  '/ban-hang',
  '/quan-tri',
  '/become-seller/dang-ky',
  '/become-seller/trang-thai',
];

/** Whether a page is someone's own (see PRIVATE_PAGE_PREFIXES); `/tuong` alone is the visitor's own wall. */
export function pagePrivate(path: string): boolean {
  if (path === '/tuong' || path === '/tuong/') return true;
  return PRIVATE_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The spec's guard, read so that deep links work for a first visit. The spec: a page request
 * with neither the login cookie nor the no-login cookie goes to the root (302 on the server, a
 * push on the client), so that every visitor holds a no-login token before the app calls the API.
 *
 * Our reading (issue 17; PUBLIC_PAGES_ISSUE_TOKEN_THEMSELVES): a public page (a product, a search,
 * a shop, a post, a guide) is answered with itself, and the server issues the no-login cookie with
 * it, as the root does. The spec's own sharing, notification deep links and blog depend on a shared
 * link showing what was shared to a first visitor (and to crawlers and link previews); sending
 * them to the home page lost the product. The token still exists before the app's first call.
 * Private pages keep the spec's 302 to the root, which now carries the destination
 * (`/?next=/trang-ca-nhan`) so the root sends the visitor back once the token is issued: a first
 * visit's link (a notification's, an email's) still reaches its page. On the client (`side:
 * 'client'`), a visitor whose cookies disappeared mid-visit is pushed to the root itself, as the
 * spec says (issue 25: the way back made the cart look as if nothing had happened).
 */
export const PUBLIC_PAGES_ISSUE_TOKEN_THEMSELVES = true;

export function pageGuard(input: PageGuardInput): PageGuardDecision {
  if (input.path === '/' || input.hasLoginCookie || input.hasNoLoginCookie) return { kind: 'allow' };
  if (PUBLIC_PAGES_ISSUE_TOKEN_THEMSELVES && !pagePrivate(input.path)) return { kind: 'allow' };
  // The spec's push on the client: a visitor whose cookies went away mid-visit starts again at the root.
  if (input.side === 'client') return { kind: 'redirect', to: '/' };
  return { kind: 'redirect', to: `/?${GUARD_RETURN_PARAM}=${encodeURIComponent(`${input.path}${input.search ?? ''}`)}` };
}

/**
 * Where the root sends a guarded visitor back to: the `next` destination when it is a path of
 * this site ('/...', never '//host' or '/\\host', which browsers read as another site); else null.
 */
export function guardReturnPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.length > 2000 || [...next].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return next === '/' || next.startsWith('/?') ? null : next;
}
