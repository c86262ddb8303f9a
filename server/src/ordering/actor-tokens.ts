import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { tokenDigest } from '../sessions/token-digest.js';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';

/** The roles that act on orders besides the buyer, as tokens carry them. */
export type ActorTokenRole = 'seller' | 'admin' | 'carrier';

export interface Actor {
  readonly role: ActorTokenRole;
  /** The seller's shop; null for the others. */
  readonly shopId: string | null;
  /** The account acting, when it is one (null for a development actor token): whose uploads are its own. */
  readonly userId?: string | null;
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
  await typedDb(db)
    .insertInto('actor_tokens')
    .values({ token_hash: tokenDigest(token), role, shop_id: shopId, expires_at: sql<Date>`now() + make_interval(hours => ${ACTOR_TOKEN_HOURS})` })
    .execute();
  return token;
}

/**
 * The live actor behind a token, or null (expired or unknown): a development actor token, or
 * an account's live session acting as `role` — a seller is an account with the seller role and
 * the shop it owns, an admin an account with the admin role. The security guard has already
 * checked a browser's session cookie for an account token.
 */
export async function actorFind(db: Db, token: string, role: ActorTokenRole): Promise<Actor | null> {
  const digest = tokenDigest(token);
  const typed = typedDb(db);
  const row = await typed.selectFrom('actor_tokens').select(['role', 'shop_id']).where('token_hash', '=', digest).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  if (row) return { role: row.role, shopId: row.shop_id };
  if (role === 'carrier') return null;
  const account = await typed
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select((eb) => [eb.selectFrom('shops').select('shops.id').whereRef('shops.owner_user_id', '=', 'u.id').as('shop_id'), 'u.id as user_id'])
    .where('s.token_hash', '=', digest)
    .where('s.kind', '=', 'user')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.deleted_at', 'is', null)
    .where(sql<boolean>`${role} = ANY (u.roles)`)
    .executeTakeFirst();
  if (!account) return null;
  if (role === 'seller') return account.shop_id ? { role, shopId: account.shop_id, userId: account.user_id } : null;
  return { role, shopId: null, userId: account.user_id };
}

const BEARER = new RegExp(`^${AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/**
 * Requires `authorization: Bearer <token>` of a live token of `role` (a seller's, an admin's:
 * an account's session or a development actor token), sent the same way a buyer sends theirs. No token: 401; a token of anyone else (a buyer, the
 * wrong role, an expired one): 403 with `refusal`, the lifecycle's 'not allowed' code.
 */
export const actorRequired = (db: Db, role: ActorTokenRole, refusal: ErrorCode) =>
  createMiddleware<ActorEnv>(async (c, next) => {
    const header = c.req.header(API_HEADERS.authorization)?.trim() ?? '';
    if (header === '') throw new ApiError(401, ERROR_CODES.tokenMissing, 'The authorization header is missing.');
    const token = BEARER.exec(header)?.[1];
    const actor = token ? await actorFind(db, token, role) : null;
    if (!actor || actor.role !== role) throw new ApiError(403, refusal, `This needs a ${role}'s token.`);
    // A seller acting on the shop is the activity buyers' inactivity warning reads.
    if (actor.shopId !== null) await typedDb(db).updateTable('shops').set({ last_active_at: sql<Date>`now()` }).where('id', '=', actor.shopId).execute();
    c.set('actor', actor);
    await next();
  });
