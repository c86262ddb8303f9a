import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { dbChanges, SESSIONS_ALL } from '../db/db-changes.js';

/** What a request needs of its session row: who it is and what it is bound to. */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionRowRead>>>;

function sessionRowRead(db: Db, tokenHash: string) {
  return typedDb(db)
    .selectFrom('sessions')
    .select(['kind', 'owner_id', 'binding_hash', 'browser_bound', sql<number>`(extract(epoch FROM expires_at) * 1000)::float8`.as('expires_ms')])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Live sessions kept in memory (issue 17: every API call carries a token, and reading its row
 * was a query on every request, about a millisecond of the embedded engine's single
 * connection). A kept row is dropped when the database says that session changed (migration
 * 048: revoked, expired or deleted by any statement) and is not used past its expiry. Bounded:
 * the oldest entries go first.
 */
export const SESSION_CACHE_MAX = 20_000;

interface SessionCache {
  readonly rows: Map<string, SessionRow>;
  /** Bumped on every change, so that a read that raced a change keeps nothing. */
  generation: number;
}

const caches = new WeakMap<Db, SessionCache>();

function cacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    const made: SessionCache = { rows: new Map(), generation: 0 };
    dbChanges(db).onSession((tokenHash) => {
      made.generation += 1;
      if (tokenHash === SESSIONS_ALL) made.rows.clear();
      else made.rows.delete(tokenHash);
    });
    caches.set(db, made);
    cache = made;
  }
  return cache;
}

/** The live (not revoked, not expired) session row behind a token digest, from memory when kept. */
export async function sessionRowLive(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const live = dbChanges(db).live();
  const cache = cacheOf(db);
  const kept = live ? cache.rows.get(tokenHash) : undefined;
  if (kept && kept.expires_ms > Date.now()) return kept;
  const generation = cache.generation;
  const row = await sessionRowRead(db, tokenHash);
  cache.rows.delete(tokenHash);
  if (!row || !live || cache.generation !== generation) return row ?? null;
  if (cache.rows.size >= SESSION_CACHE_MAX) cache.rows.delete(cache.rows.keys().next().value as string);
  cache.rows.set(tokenHash, row);
  return row;
}
