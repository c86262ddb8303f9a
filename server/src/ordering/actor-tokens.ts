import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import type { Db } from '../db/db.js';
import { tokenDigest } from '../sessions/token-digest.js';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';

/** The roles that act on orders besides the buyer, as tokens carry them. */
export type ActorTokenRole = 'seller' | 'admin' | 'carrier';

export interface Actor {
  readonly role: ActorTokenRole;
  /** The seller's shop; null for the others. */
  readonly shopId: string | null;
}

export interface ActorEnv {
  Variables: {
    actor: Actor;
  };
}

/** How long a dev-issued token lives: a working day of trials. */
export const ACTOR_TOKEN_HOURS = 12;

export async function actorTokenCreate(db: Db, role: ActorTokenRole, shopId: string | null): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO actor_tokens (token_hash, role, shop_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [tokenDigest(token), role, shopId, ACTOR_TOKEN_HOURS],
  );
  return token;
}

/** The live actor behind a token, or null (expired or unknown). */
export async function actorFind(db: Db, token: string): Promise<Actor | null> {
  const [row] = await db.query<{ role: ActorTokenRole; shop_id: string | null }>(
    'SELECT role, shop_id FROM actor_tokens WHERE token_hash = $1 AND expires_at > now()',
    [tokenDigest(token)],
  );
  return row ? { role: row.role, shopId: row.shop_id } : null;
}

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/**
 * Requires `authorization: Bearer <token>` of a live token of `role` (a seller's, an admin's),
 * sent the same way a buyer sends theirs. No token: 401; a token of anyone else (a buyer, the
 * wrong role, an expired one): 403 with `refusal`, the lifecycle's 'not allowed' code.
 */
export const actorRequired = (db: Db, role: ActorTokenRole, refusal: ErrorCode) =>
  createMiddleware<ActorEnv>(async (c, next) => {
    const header = c.req.header(API_HEADERS.authorization)?.trim() ?? '';
    if (header === '') throw new ApiError(401, ERROR_CODES.tokenMissing, 'The authorization header is missing.');
    const token = BEARER.exec(header)?.[1];
    const actor = token ? await actorFind(db, token) : null;
    if (!actor || actor.role !== role) throw new ApiError(403, refusal, `This needs a ${role}'s token.`);
    // A seller acting on the shop is the activity buyers' inactivity warning reads.
    if (actor.shopId !== null) await db.query(`UPDATE shops SET last_active_at = now() WHERE id = $1`, [actor.shopId]);
    c.set('actor', actor);
    await next();
  });
