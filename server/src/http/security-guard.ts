import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { requestIsHttps } from './client-address.js';
import { DATA_POLICY, commonHeaders, htmlNonceAdd, pagePolicy } from './security-headers.js';

/**
 * Every answer, after the route: the security headers, a CSP with a fresh nonce on HTML, a
 * data-only CSP on JSON (a route's own CSP, as uploads set, is kept).
 */
export const securityGuard = (_db: Db, config: ServerConfig) =>
  createMiddleware(async (c, next) => {
    await next();
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
