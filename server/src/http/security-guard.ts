import { randomBytes } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { sessionCookieClear } from '../auth/login-issue.js';
import { SESSION_COOKIE, sessionBindingHolds } from '../sessions/session-binding.js';
import { ERROR_CODES } from './api-error.js';
import { requestIsHttps } from './client-address.js';
import { errorJson } from './envelope.js';
import { DATA_POLICY, commonHeaders, htmlNonceAdd, pagePolicy } from './security-headers.js';

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/**
 * Every request, before any route: an account token from a browser must come with the HttpOnly
 * session cookie it is bound to (sessionBindingHolds; else 401 AUTH.TOKEN_INVALID, which the
 * app answers with the login prompt; a refused token's cookie is cleared); every answer, after the route: the security headers, a
 * CSP with a fresh nonce on HTML, a data-only CSP on JSON (a route's own CSP, as uploads set,
 * is kept).
 */
export const securityGuard = (db: Db, config: ServerConfig) =>
  createMiddleware(async (c, next) => {
    const token = BEARER.exec(c.req.header(API_HEADERS.authorization)?.trim() ?? '')?.[1];
    if (token && !(await sessionBindingHolds(db, token, (name) => c.req.header(name)))) {
      c.res = errorJson(c, 401, ERROR_CODES.tokenInvalid, 'This login belongs to a browser session that did not come with it.');
    } else {
      await next();
    }
    // A login the server no longer takes (revoked elsewhere, expired): its cookie goes too,
    // as the app drops the login cookie on that 401.
    if (token && c.res.status === 401 && getCookie(c, SESSION_COOKIE) !== undefined) sessionCookieClear(c, config);
    const https = requestIsHttps(c, config.auth.trustedProxies);
    for (const [name, value] of Object.entries(commonHeaders(https, !config.auth.devTools))) c.res.headers.set(name, value);
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.headers.has('content-security-policy')) return;
    if (type.startsWith('text/html')) {
      const nonce = randomBytes(16).toString('base64');
      const html = htmlNonceAdd(await c.res.text(), nonce);
      const { status, headers } = c.res;
      headers.delete('content-length');
      headers.set('content-security-policy', pagePolicy(config, nonce));
      // Unset first: Hono's setter would copy the old headers (content-length) onto the new answer.
      c.res = undefined;
      c.res = new Response(html, { status, headers });
    } else if (type.startsWith('application/json')) {
      c.res.headers.set('content-security-policy', DATA_POLICY);
    }
  });
