import { randomBytes } from 'node:crypto';
import { AUTH_SESSION_DAYS } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { sessionRowLive } from './session-cache.js';
import { sessionRevocationAnnounce } from './session-revocations.js';
import { tokenDigest } from './token-digest.js';

export type SessionKind = 'guest' | 'user';

export interface Session {
  readonly token: string;
  readonly kind: SessionKind;
  readonly ownerId: string;
}

export const GUEST_SESSION_DAYS = 30;

/** A new visitor: a fresh owner (their cart) behind a random 32-byte token (stored as its digest). */
export async function guestSessionCreate(db: Db): Promise<Session> {
  const session: Session = { token: randomBytes(32).toString('hex'), kind: 'guest', ownerId: randomBytes(12).toString('hex') };
  await typedDb(db)
    .insertInto('sessions')
    .values({
      token_hash: tokenDigest(session.token),
      kind: session.kind,
      owner_id: session.ownerId,
      expires_at: sql<Date>`now() + make_interval(days => ${GUEST_SESSION_DAYS})`,
    })
    .execute();
  return session;
}

/** The HttpOnly cookie a browser's session is bound to (see session-binding.ts). */
export interface SessionBindingRecord {
  readonly digest: string;
  /** Issued to a browser: its token is refused without the cookie from anywhere. */
  readonly browserBound: boolean;
}

/**
 * A logged-in session: the owner is the user's id, so the account's cart follows it across
 * devices. Same token shape as a guest's; it lives AUTH_SESSION_DAYS unless revoked.
 */
export async function userSessionCreate(db: Db, userId: string, binding: SessionBindingRecord | null = null): Promise<Session> {
  const session: Session = { token: randomBytes(32).toString('hex'), kind: 'user', ownerId: userId };
  await typedDb(db)
    .insertInto('sessions')
    .values({
      token_hash: tokenDigest(session.token),
      kind: session.kind,
      owner_id: session.ownerId,
      expires_at: sql<Date>`now() + make_interval(days => ${AUTH_SESSION_DAYS})`,
      binding_hash: binding?.digest ?? null,
      browser_bound: binding?.browserBound ?? false,
    })
    .execute();
  return session;
}

/** Ends one session (logout, or a guest whose cart moved into an account); true if it was live. */
export async function sessionRevoke(db: Db, token: string): Promise<boolean> {
  const rows = await typedDb(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenDigest(token))
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  sessionRevocationAnnounce({ tokenHash: tokenDigest(token) });
  return rows.length > 0;
}

/** Ends every live session of a user but `keepToken` (a password changed or reset). */
export async function userSessionsRevoke(db: Db, userId: string, keepToken: string | null = null): Promise<void> {
  await typedDb(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('kind', '=', 'user')
    .where('owner_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepToken !== null, (qb) => qb.where('token_hash', '<>', tokenDigest(keepToken ?? '')))
    .execute();
  sessionRevocationAnnounce({ userId, keepTokenHash: keepToken === null ? null : tokenDigest(keepToken) });
}

/** The session behind a token, unless it has expired or been revoked (kept in memory: session-cache.ts). */
export async function sessionFindLive(db: Db, token: string): Promise<Session | null> {
  const row = await sessionRowLive(db, tokenDigest(token));
  return row ? { token, kind: row.kind, ownerId: row.owner_id } : null;
}
