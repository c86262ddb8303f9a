import type { Db } from '../db/db.js';
import { dbChanges, SESSIONS_ALL } from '../db/db-changes.js';

/** What a request needs of its session row: who it is and what it is bound to. */
export interface SessionRow {
  readonly kind: 'guest' | 'user';
  readonly owner_id: string;
  readonly binding_hash: string | null;
  readonly browser_bound: boolean;
  readonly expires_ms: number;
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
  const [row] = await db.query<SessionRow>(
    `SELECT kind, owner_id, binding_hash, browser_bound, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms
     FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  cache.rows.delete(tokenHash);
  if (!row || !live || cache.generation !== generation) return row ?? null;
  if (cache.rows.size >= SESSION_CACHE_MAX) cache.rows.delete(cache.rows.keys().next().value as string);
  cache.rows.set(tokenHash, row);
  return row;
}
