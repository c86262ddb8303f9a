import { CHECKOUT_EXPRESS_FLAGS } from '../checkout/checkout-route.js';
import { guardReturnPath } from '../navigation/page-guard.js';

/** Where the page goes after login or logout (spec section 2). */
export type AuthDestination =
  | { readonly kind: 'reload' }
  | { readonly kind: 'reloadWithoutQuery' }
  | { readonly kind: 'navigate'; readonly to: string };

export interface LoginLocation {
  readonly pathname: string;
  /**
   * The query string of the page. The decision does not depend on it (the query is either
   * kept by a reload or dropped), but callers pass the location whole.
   */
  readonly search?: string;
  /** The checkout variant page was reached through express checkout. */
  readonly isExpressCheckout?: boolean;
  /**
   * The private page a visitor asked for before the login prompt sent it home (its path and
   * query). Only a path of this site counts (core's guardReturnPath).
   */
  readonly returnPath?: string | undefined;
}

/**
 * Spec: a visitor who opens a page that needs login is sent to the root. Ours (spec silent on
 * what follows): the login prompt opens there with a reason, and after login the visitor lands
 * on the page it asked for rather than staying home.
 */
export const LOGIN_RETURNS_TO_ASKED_PAGE = true;

/** Pages that reload after login: collection, cart, search and category pages. */
export const LOGIN_RELOAD_PATHS = ['/bo-suu-tap', '/danh-sach/bo-suu-tap', '/gio-hang', '/tim-kiem', '/nganh-hang', '/danh-muc'] as const;
/** The checkout variant page. */
export const CHECKOUT_VARIANT_PATH = '/thanh-toan-2';
/** The normal checkout page. */
export const CHECKOUT_PATH = '/thanh-toan';
/** Spec: express checkout continues on the normal checkout path with flags x and l (CHECKOUT_EXPRESS_FLAGS). */
export const EXPRESS_CHECKOUT_DESTINATION = `${CHECKOUT_PATH}?${CHECKOUT_EXPRESS_FLAGS.express}=true&${CHECKOUT_EXPRESS_FLAGS.afterLogin}=true`;
/** The account's orders page. */
export const ACCOUNT_ORDERS_PATH = '/trang-ca-nhan/don-hang';
/** The account's notification list (ours: the spec names the screen, not its path). */
export const ACCOUNT_NOTIFICATIONS_PATH = '/trang-ca-nhan/thong-bao';
/** Pages that reload after logout. */
export const LOGOUT_RELOAD_PATHS = ['/become-seller', '/awards'] as const;
export const HOME_PATH = '/';

// '/gio-hang/' and '/gio-hang' are the same page; the root keeps its slash.
const pathTrim = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Whether `pathname` is `section` itself or a page under it ('/nganh-hang/12'). */
function pathWithin(pathname: string, section: string): boolean {
  const path = pathTrim(pathname);
  return path === section || path.startsWith(`${section}/`);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Spec: after login, collection, cart, search and category pages reload; the checkout
 * variant page goes on to checkout with x=true&l=true for express checkout, or to the
 * account's orders otherwise; any other page reloads without its query string. A login the
 * prompt asked for on the way to a private page goes to that page (LOGIN_RETURNS_TO_ASKED_PAGE).
 */
export function afterLoginDestination(location: LoginLocation): AuthDestination {
  const asked = LOGIN_RETURNS_TO_ASKED_PAGE ? guardReturnPath(location.returnPath) : null;
  if (asked !== null) return { kind: 'navigate', to: asked };
  const pathname = textOf(location.pathname);
  if (LOGIN_RELOAD_PATHS.some((section) => pathWithin(pathname, section))) return { kind: 'reload' };
  if (pathWithin(pathname, CHECKOUT_VARIANT_PATH)) {
    return { kind: 'navigate', to: location.isExpressCheckout === true ? EXPRESS_CHECKOUT_DESTINATION : ACCOUNT_ORDERS_PATH };
  }
  return { kind: 'reloadWithoutQuery' };
}

/** Spec: after logout, the become-seller and awards pages reload; any other page goes home. */
export function afterLogoutDestination(pathname: string): AuthDestination {
  return LOGOUT_RELOAD_PATHS.some((section) => pathWithin(textOf(pathname), section))
    ? { kind: 'reload' }
    : { kind: 'navigate', to: HOME_PATH };
}
