import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import CryptoJS from 'crypto-js';
import { COOKIE_LOCALE, COOKIE_LOGIN, COOKIE_NO_LOGIN, GUARD_RETURN_PARAM, contentAddressMissing, localeOfAddress, pageLocale, pageServerRendered, type Locale, guardReturnPath, pageGuard, pageMetaDefault, pageMetaTags, routePatternsMatch, type PageMeta } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { GUEST_SESSION_DAYS, guestSessionCreate, sessionFindLive } from '../sessions/session-store.js';
import { isPagePath } from './page-request.js';
import type { PageSource } from './page-source.js';
import { runtimeConfigInject } from './runtime-config.js';
import { PAGE_NOT_FOUND_TITLES, pageMetaFind } from './page-meta.js';
import { siteOrigin } from './seo-routes.js';
import type { PageRenderer } from './page-render.js';
import { htmlLangSet, pageRenderedAnswer, type PageApiFetch } from './page-rendered-answer.js';
import { templateRenderable } from './page-stream.js';
import { pageOrderMissing } from './page-order-missing.js';

/** The not-found page's title (spec 2's text, without its full stop). */

/**
 * The page's own title, description, Open Graph, Twitter and schema.org tags in place of the
 * built page's bare title, so a link preview or a crawler reads the page before any script runs.
 */
export function pageMetaInject(html: string, meta: PageMeta, origin: string, locale: Locale = 'vi'): string {
  const tags = pageMetaTags(meta, origin, locale);
  return /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => tags) : html.replace('</head>', () => `${tags}\n</head>`);
}

const NOT_BUILT =
  'The web app is not built: app/dist/index.html is missing. Run `npm run build` (or `npm start`, which builds when needed). The API under /api works meanwhile.';

const hasCookie = (c: Context, name: string) => (getCookie(c, name) ?? '') !== '';

/**
 * A first visit to the root gets a guest session. Spec: the no-login cookie holds the token
 * encrypted with the shared secret (crypto-js AES passphrase), readable by the client, which
 * decrypts it to authorise API calls.
 */
async function guestCookieSet(c: Context, db: Db, secret: string): Promise<string> {
  const session = await guestSessionCreate(db);
  const sealed = CryptoJS.AES.encrypt(session.token, secret).toString();
  setCookie(c, COOKIE_NO_LOGIN, sealed, {
    path: '/',
    sameSite: 'Lax',
    maxAge: GUEST_SESSION_DAYS * 24 * 60 * 60,
    httpOnly: false,
  });
  return sealed;
}

/** The token sealed in a login or no-login cookie; '' when it does not open with the secret. */
function guestCookieOpen(sealed: string, secret: string): string {
  try {
    return CryptoJS.AES.decrypt(sealed, secret).toString(CryptoJS.enc.Utf8);
  } catch {
    return '';
  }
}

/**
 * Whether the no-login cookie still holds a live guest session. A cookie sealed with another
 * secret, or whose session expired or was revoked, is dead: the page replaces it, since every
 * API call the tab made with it would be refused.
 */
async function guestCookieLive(db: Db, sealed: string, secret: string): Promise<boolean> {
  const token = guestCookieOpen(sealed, secret);
  if (token === '') return false;
  return (await sessionFindLive(db, token))?.kind === 'guest';
}

/**
 * Every page request: the spec's cookie guard as core reads it (`pageGuard`: a public page is
 * answered itself, a private one goes to the root with its destination, and the root sends it
 * back), then the app's HTML with the runtime config. A visitor without the login cookie leaves
 * with a live no-login cookie: issued on the first visit, reissued when the one it brought is dead.
 * An address none of the app's routes draws (the source's patterns, core's routePatternsMatch)
 * gets the same page with 404, so the app still shows its not-found text (spec 2) and crawlers
 * and monitors see the status. The help centre's addresses are core's lists, so an unlisted guide
 * or policy is 404 too (contentAddressMissing); an unknown id under another route
 * ('/san-pham/nope') stays 200 and its page says what is missing.
 */
export function pageRoutes(db: Db, config: ServerConfig, source: PageSource, renderer: PageRenderer | null = null, apiFetch: PageApiFetch | null = null): Hono {
  const routes = new Hono();
  routes.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next();
    const hasLogin = hasCookie(c, COOKIE_LOGIN);
    const hasNoLogin = hasCookie(c, COOKIE_NO_LOGIN);
    const url = new URL(c.req.url);
    const decision = pageGuard({ path: c.req.path, search: url.search, hasLoginCookie: hasLogin, hasNoLoginCookie: hasNoLogin });
    if (decision.kind === 'redirect') return c.redirect(decision.to, 302);
    const secret = config.runtime.tokenSecret;
    // The no-login cookie this answer issues, if any: a page rendered here reads it as the request's.
    let issued: string | null = null;
    const cookieEnsure = async () => {
      if (!hasLogin && !(hasNoLogin && (await guestCookieLive(db, getCookie(c, COOKIE_NO_LOGIN) ?? '', secret)))) issued = await guestCookieSet(c, db, secret);
    };
    // The root, with the destination of a guarded private page: the token issued, back there.
    const back = c.req.path === '/' ? guardReturnPath(url.searchParams.get(GUARD_RETURN_PARAM)) : null;
    if (back !== null) {
      await cookieEnsure();
      return c.redirect(back, 302);
    }
    const html = await source.html(c.req.url);
    if (html === null) return c.text(NOT_BUILT, 503, { 'cache-control': 'no-store' });
    await cookieEnsure();
    const patterns = await source.patterns();
    const visitorToken = () => guestCookieOpen(getCookie(c, hasLogin ? COOKIE_LOGIN : COOKIE_NO_LOGIN) ?? '', secret);
    const known =
      (patterns === null || routePatternsMatch(patterns, c.req.path)) &&
      !contentAddressMissing(c.req.path) &&
      !(await pageOrderMissing(db, c.req.path, visitorToken()));
    const status = known ? 200 : 404;
    const origin = siteOrigin(c, config);
    // The address's language names the canonical and hreflang; the visitor's cookie only the words.
    const addressLocale = localeOfAddress(url.search) ?? 'vi';
    const locale = pageLocale(url.search, getCookie(c, COOKIE_LOCALE));
    const metaFind = () =>
      known
        ? pageMetaFind(db, c.req.path, origin, locale)
        : Promise.resolve({ ...pageMetaDefault(c.req.path, PAGE_NOT_FOUND_TITLES[locale], true, locale), noindex: true });
    const template = runtimeConfigInject(html, config.runtime);
    if (known && renderer && apiFetch && pageServerRendered(c.req.path) && templateRenderable(template)) {
      const cookies = [c.req.header('cookie') ?? '', issued === null ? '' : `${COOKIE_NO_LOGIN}=${encodeURIComponent(issued)}`].filter(Boolean).join('; ');
      // Read once the head is on its way; a failure costs the page its own meta, not the page.
      const meta = () =>
        metaFind()
          .catch((error: unknown) => {
            console.error(`page meta of ${c.req.path} failed: the site's is sent`, error);
            return pageMetaDefault(c.req.path, null, false, locale);
          })
          .then((found) => pageMetaTags(found, origin, addressLocale));
      return pageRenderedAnswer(c, config, { page: template, meta, renderer, url, cookies, locale, apiFetch });
    }
    // A page the browser draws alone still says its language from the first byte (`?hl=en` answered lang="vi").
    const page = htmlLangSet(pageMetaInject(template, await metaFind(), origin, addressLocale), locale);
    return c.html(page, status, { 'cache-control': 'no-store' });
  });
  return routes;
}
