import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import CryptoJS from 'crypto-js';
import { COOKIE_LOGIN, COOKIE_NO_LOGIN, pageGuard } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { GUEST_SESSION_DAYS, guestSessionCreate } from '../sessions/session-store.js';
import { isPagePath } from './page-request.js';
import type { PageSource } from './page-source.js';
import { runtimeConfigInject } from './runtime-config.js';

const NOT_BUILT =
  'The web app is not built: app/dist/index.html is missing. Run `npm run build` (or `npm start`, which builds when needed). The API under /api works meanwhile.';

const hasCookie = (c: Context, name: string) => (getCookie(c, name) ?? '') !== '';

/**
 * A first visit to the root gets a guest session. Spec: the no-login cookie holds the token
 * encrypted with the shared secret (crypto-js AES passphrase), readable by the client, which
 * decrypts it to authorise API calls.
 */
async function guestCookieSet(c: Context, db: Db, secret: string): Promise<void> {
  const session = await guestSessionCreate(db);
  setCookie(c, COOKIE_NO_LOGIN, CryptoJS.AES.encrypt(session.token, secret).toString(), {
    path: '/',
    sameSite: 'Lax',
    maxAge: GUEST_SESSION_DAYS * 24 * 60 * 60,
    httpOnly: false,
  });
}

/** Every page request: the spec's cookie guard, then the app's HTML with the runtime config. */
export function pageRoutes(db: Db, config: ServerConfig, source: PageSource): Hono {
  const routes = new Hono();
  routes.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next();
    const hasLogin = hasCookie(c, COOKIE_LOGIN);
    const hasNoLogin = hasCookie(c, COOKIE_NO_LOGIN);
    const decision = pageGuard({ path: c.req.path, hasLoginCookie: hasLogin, hasNoLoginCookie: hasNoLogin });
    if (decision.kind === 'redirect') return c.redirect(decision.to, 302);
    const html = await source.html(c.req.url);
    if (html === null) return c.text(NOT_BUILT, 503, { 'cache-control': 'no-store' });
    if (!hasLogin && !hasNoLogin) await guestCookieSet(c, db, config.runtime.tokenSecret);
    return c.html(runtimeConfigInject(html, config.runtime), 200, { 'cache-control': 'no-store' });
  });
  return routes;
}
