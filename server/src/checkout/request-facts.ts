import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS, DEVICE_ID_PREFIX } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { sessionRequired } from '../http/auth.js';

/**
 * A request from the companion mobile app. The web sends its device id as 'web-…' (spec
 * section 3), so any other device id is the app's; no device id at all is not the app.
 */
export function requestIsApp(c: Context): boolean {
  const deviceId = c.req.header(API_HEADERS.deviceId)?.trim() ?? '';
  return deviceId !== '' && !deviceId.startsWith(DEVICE_ID_PREFIX);
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
