import type { Context } from 'hono';
import type { ServerConfig } from '../config.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import type { BodyKind } from './body-limits.js';
import type { RouteRule } from './route-policy.js';

/** The methods that change something: a page of another site must not make a visitor's browser send them. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The bodies that travel as multipart/form-data (the app's FormData uploads): the route reads
 * the form and refuses any other body itself (FILE.IMAGE_NOT_SUPPORTED, 'error reading file').
 * Every other write takes JSON.
 */
const MULTIPART: ReadonlySet<BodyKind> = new Set(['image', 'video', 'sheet']);

const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;

/** Whether the request says it carries a body: a type, a length above 0 or chunks (a step without fields sends none). */
const bodySent = (c: Context): boolean => {
  if ((c.req.header('content-type') ?? '').trim() !== '') return true;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) !== 0;
  return c.req.header('transfer-encoding') !== undefined;
};

/** The hosts (host[:port]) whose pages may write: this server as the request reached it, MODAVI_PUBLIC_URL, MODAVI_CORS_ORIGINS. */
function originAllowed(c: Context, config: ServerConfig, origin: string): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // The host alone: behind a proxy that ends TLS the request arrives as http, its page was https.
  if (host === new URL(c.req.url).host) return true;
  return config.auth.publicUrl !== null && host === new URL(config.auth.publicUrl).host;
}

/** Whether a browser says the request comes from a page of another site (a visitor's browser, sent by that page). */
function crossSite(c: Context, config: ServerConfig): boolean {
  const origin = c.req.header('origin');
  // Browsers send Origin with every write; "null" is an opaque origin (a sandboxed frame, a file, a redirect from another site).
  if (origin !== undefined && origin !== '') return origin === 'null' || !originAllowed(c, config, origin);
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Issue 24: a write reaches its route only from this site's own pages (or a client that is no
 * browser: the mobile app, scripts, the tests), with a JSON body. A page of another site could
 * otherwise make any visitor's browser POST a `text/plain` or form body without a preflight, and
 * the code request would text codes to whatever phone it chose. Refused, before the caller's
 * session is looked at:
 * - a write whose Origin is another site's (or "null"), or, without Origin, whose Sec-Fetch-Site
 *   says cross-site or same-site: 403 REQUEST.CROSS_SITE;
 * - a body that is not application/json: 415 REQUEST.JSON_REQUIRED; the upload routes take
 *   multipart/form-data instead (their body kind) and judge the body themselves, a write without
 *   a body needs no type.
 * Routes another site posts to by design (`foreign`: a gateway's notification, Apple's form post
 * to the login callback) are left to their own proof (a signature, the login's state); the
 * development helpers to theirs (dev-guard.ts: loopback, same origin, their own forms).
 */
export function writeRefuse(c: Context, rule: RouteRule, config: ServerConfig): void {
  if (!WRITES.has(c.req.method) || rule.foreign || rule.policy === 'dev' || rule.policy === 'dev-page') return;
  if (crossSite(c, config)) throw new ApiError(403, ERROR_CODES.requestCrossSite, 'A page of another site may not send this request.');
  if (!bodySent(c) || (rule.body !== undefined && MULTIPART.has(rule.body))) return;
  if (JSON_TYPE.test((c.req.header('content-type') ?? '').trim())) return;
  throw new ApiError(415, ERROR_CODES.requestJsonRequired, 'The body must be application/json.');
}
