import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

export type SessionKind = 'guest' | 'user';

export interface Session {
  readonly token: string;
  readonly kind: SessionKind;
  readonly ownerId: string;
}

export const GUEST_SESSION_DAYS = 30;

/** A new visitor: a fresh owner (their cart) behind a random 32-byte token. */
export async function guestSessionCreate(db: Db): Promise<Session> {
  const session: Session = { token: randomBytes(32).toString('hex'), kind: 'guest', ownerId: randomBytes(12).toString('hex') };
  await db.query(
    `INSERT INTO sessions (token, kind, owner_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [session.token, session.kind, session.ownerId, GUEST_SESSION_DAYS],
  );
  return session;
}

/** The session behind a token, unless it has expired or been revoked. */
export async function sessionFindLive(db: Db, token: string): Promise<Session | null> {
  const [row] = await db.query<{ token: string; kind: SessionKind; owner_id: string }>(
    `SELECT token, kind, owner_id FROM sessions WHERE token = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [token],
  );
  return row ? { token: row.token, kind: row.kind, ownerId: row.owner_id } : null;
}
