import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { sessionRequired } from '../http/auth.js';

/**
 * Whether a request comes from the companion mobile app, as far as app-only vouchers go. A
 * device id is the client's word (anyone can send one that does not start with 'web-'), and
 * no signed app attestation exists here, so no request counts as the app's: app-only
 * vouchers are refused on this server (VOUCHER.APP_ONLY) until the app signs its requests.
 */
export function requestIsApp(_c: Context): boolean {
  return false;
}

/** The language words are sent back in: the spec's `language` header (vi, en, ko); ko gets English. */
export const requestLang = (c: Context): 'vi' | 'en' => {
  const language = c.req.header(API_HEADERS.language)?.trim().toLowerCase() ?? 'vi';
  return language === 'en' || language === 'ko' ? 'en' : 'vi';
};

/** Where the buyer's browser reaches this server: the configured public address, else the request's own. */
export const requestOrigin = (c: Context, config: ServerConfig): string => config.auth.publicUrl ?? new URL(c.req.url).origin;

/** sessionRequired once per request, however many route groups ask for it. */
export const sessionOnce = (db: Db) => {
  const required = sessionRequired(db);
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('session') !== undefined) return next();
    return required(c, next);
  });
};
