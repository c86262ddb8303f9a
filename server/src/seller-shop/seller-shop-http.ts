import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { sellerListQueryRead, type SellerListQuery, type Validation } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';
import type { ActorEnv } from '../ordering/actor-tokens.js';

const knownCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/**
 * The cleaned value of a core rule, or 400 with the first issue's code (the field's own code,
 * as the form shows it); the message names every field and code, for developers.
 */
export function sellerValid<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const [first] = validation.error;
  const code = first && knownCode(first.code) ? first.code : ERROR_CODES.requestInvalid;
  throw new ApiError(400, code, validation.error.map((found) => `${found.field}: ${found.code}`).join('; '));
}

/** A JSON object body; anything else is 400 REQUEST.INVALID. */
export async function objectBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be an object.');
  return body as Record<string, unknown>;
}

/** The calling seller's shop (actorRequired let only a seller with a shop through). */
export const actorShopId = (c: Context<ActorEnv>): string => {
  const shopId = c.get('actor').shopId;
  if (shopId === null) throw new ApiError(403, ERROR_CODES['SELLER_SHOP.NOT_ALLOWED'], 'This needs a seller with a shop.');
  return shopId;
};

/** The list's page, search and state from the request's query (core's rule, as the app's address). */
export const listQuery = <S extends string>(c: Context, states: readonly S[]): SellerListQuery<S> => sellerListQueryRead(c.req.query(), states);

/** A search text as an ILIKE pattern matching it anywhere, its wildcards escaped. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const newId = (): string => randomBytes(12).toString('hex');

/** Whether every id is a product of the shop (a seller never groups or promotes another shop's products). */
export async function productsOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const row = await typedDb(db)
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('shop_id', '=', shopId)
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${[...new Set(ids)]}::text[]`)))
    .executeTakeFirst();
  return row?.count === new Set(ids).size;
}
