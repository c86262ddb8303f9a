import type { Context } from 'hono';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionFindLive, type Session } from '../sessions/session-store.js';

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/** The caller's live session when a public route is called with a token (to mark what is theirs), else null. */
export async function sessionOptional(db: Db, c: Context): Promise<Session | null> {
  const token = BEARER.exec(c.req.header(API_HEADERS.authorization)?.trim() ?? '')?.[1];
  return token ? sessionFindLive(db, token) : null;
}
