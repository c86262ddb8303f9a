import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS, AUTH_SCHEME, roleCan, type RoleAction } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionFindLive, type Session } from '../sessions/session-store.js';
import type { AuthEnv } from './auth-env.js';
import { userFindById } from './users.js';

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/** The live session a public call came with, if any: a login hands a guest's cart over. */
export async function callerSession(db: Db, c: Context): Promise<Session | null> {
  const token = BEARER.exec(c.req.header(API_HEADERS.authorization)?.trim() ?? '')?.[1];
  return token ? sessionFindLive(db, token) : null;
}

/**
 * A logged-in account: the live session (401 AUTH.TOKEN_MISSING / AUTH.TOKEN_INVALID as for the
 * cart), of kind user (a guest's no-login token: 401 AUTH.LOGIN_REQUIRED), whose account still
 * exists. Reuses the session when another middleware on the path already found it.
 */
export const accountRequired = (db: Db) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    // `c.get` of an unset variable is undefined at run time, whatever the env type says.
    const session = (c.get('session') as Session | undefined) ?? (await sessionOfHeader(db, c));
    if (session.kind !== 'user') throw new ApiError(401, ERROR_CODES.loginRequired, 'This call needs an account: log in first.');
    const user = await userFindById(db, session.ownerId);
    if (!user) throw new ApiError(401, ERROR_CODES.tokenInvalid, 'The account behind this token no longer exists.');
    c.set('session', session);
    c.set('user', user);
    await next();
  });

// The same answers as the cart's sessionRequired, for paths it does not cover.
async function sessionOfHeader(db: Db, c: Context): Promise<Session> {
  const header = c.req.header(API_HEADERS.authorization)?.trim() ?? '';
  if (header === '') throw new ApiError(401, ERROR_CODES.tokenMissing, 'The authorization header is missing.');
  const token = BEARER.exec(header)?.[1];
  const session = token ? await sessionFindLive(db, token) : null;
  if (!session) throw new ApiError(401, ERROR_CODES.tokenInvalid, 'The token is not valid, has expired or was revoked.');
  return session;
}

/** The account must hold a role allowed `action` (core's roleCan); 403 AUTH.FORBIDDEN otherwise. */
export const roleRequired = (action: RoleAction) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    if (!c.get('user').roles.some((role) => roleCan(role, action))) {
      throw new ApiError(403, ERROR_CODES.forbidden, `This account may not use '${action}'.`);
    }
    await next();
  });
