import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AUTH_SESSION_DAYS, type AuthGrant } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { requestIsHttps } from '../http/client-address.js';
import { SESSION_COOKIE, requestFromBrowser, sessionBindingNew } from '../sessions/session-binding.js';
import { callerSession } from './auth-middleware.js';
import { loginGrant } from './login-grant.js';
import type { UserRecord } from './users.js';

// Secure whenever the browser could not send it back over plain http anyway: production, or https.
const cookieSecure = (c: Context, config: ServerConfig) => !config.auth.devTools || requestIsHttps(c, config.auth.trustedProxies);

/**
 * Every login (code, password, reset, social ticket): the grant as before, plus the HttpOnly,
 * SameSite=Lax session cookie its session is bound to. A login from a browser binds the session
 * for good (see sessionBindingHolds); one from an API client leaves it a bearer token for that
 * client, whose cookie only a browser it hands the session to would need.
 */
export async function loginIssue(c: Context, db: Db, config: ServerConfig, user: UserRecord): Promise<AuthGrant> {
  const binding = sessionBindingNew();
  const browserBound = requestFromBrowser((name) => c.req.header(name));
  const grant = await loginGrant(db, user, await callerSession(db, c), { digest: binding.digest, browserBound });
  setCookie(c, SESSION_COOKIE, binding.value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookieSecure(c, config),
    maxAge: AUTH_SESSION_DAYS * 24 * 60 * 60,
  });
  return grant;
}

/** Logout: the browser drops the session cookie with the login cookie. */
export function sessionCookieClear(c: Context, config: ServerConfig): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: cookieSecure(c, config) });
}
