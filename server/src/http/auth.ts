import { createMiddleware } from 'hono/factory';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionFindLive, type Session } from '../sessions/session-store.js';
import type { ApiEnv } from './api-env.js';
import { ApiError, ERROR_CODES } from './api-error.js';

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/**
 * Requires `authorization: Bearer <token>` of a live session and hands the session on; reuses
 * the one the route gate found for a visitor or buyer route.
 */
export const sessionRequired = (db: Db) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    // `c.get` of an unset variable is undefined at run time, whatever the env type says.
    if ((c.get('session') as Session | undefined) !== undefined) return next();
    const header = c.req.header(API_HEADERS.authorization);
    if (!header?.trim()) throw new ApiError(401, ERROR_CODES.tokenMissing, 'The authorization header is missing.');
    const token = BEARER.exec(header.trim())?.[1];
    const session = token ? await sessionFindLive(db, token) : null;
    if (!session) throw new ApiError(401, ERROR_CODES.tokenInvalid, 'The token is not valid, has expired or was revoked.');
    c.set('session', session);
    await next();
  });
