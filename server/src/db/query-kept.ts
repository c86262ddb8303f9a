import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './db.js';
import { dbChanges, type WatchedTable } from './db-changes.js';

/**
 * A read's rows kept in memory while the tables it reads stay unchanged (migration 048 tells):
 * for what checkout's preview reads of the catalogue and the shops' settings on every call
 * (issue 17). KEPT_QUERY_TTL_MS: some rows change with the clock, not with a write (a shop's
 * pause ends at `paused_until`); a kept read is made again after this long. The rows are shared
 * between callers: they must not be changed.
 */
export const KEPT_QUERY_TTL_MS = 5_000;
/** Reads kept at most per database; the oldest go first. */
export const KEPT_QUERIES_MAX = 5_000;

interface Kept {
  readonly stamp: string;
  readonly keptAt: number;
  readonly rows: readonly unknown[];
}

const kept = new WeakMap<Db, Map<string, Kept>>();

/**
 * A typed query's rows (built with typedDb), answered from memory while every table of `tables`
 * is unchanged. Inside a transaction (a Db without `listen`), while the database cannot tell of
 * changes (its listening connection is down), and with `keep` false (a read that locks, or must
 * see the rows as they are) it always asks the database.
 */
export async function queryKept<O>(db: Db, tables: readonly WatchedTable[], query: Compilable<O> | CompiledQuery<O>, keep = true): Promise<O[]> {
  const { sql, parameters: params } = 'compile' in query ? query.compile() : query;
  if (!keep) return db.query<O>(sql, params);
  const changes = dbChanges(db);
  if (!changes.live()) return db.query<O>(sql, params);
  let entries = kept.get(db);
  if (!entries) {
    entries = new Map();
    kept.set(db, entries);
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const stamp = tables.map((table) => changes.tableVersion(table)).join('.');
  const found = entries.get(key);
  if (found && found.stamp === stamp && Date.now() - found.keptAt < KEPT_QUERY_TTL_MS) return found.rows as O[];
  const keptAt = Date.now();
  const rows = await db.query<O>(sql, params);
  // Kept under the versions read before the query: a change meanwhile makes it stale at once.
  entries.delete(key);
  if (entries.size >= KEPT_QUERIES_MAX) entries.delete(entries.keys().next().value as string);
  entries.set(key, { stamp, keptAt, rows });
  return rows;
}
