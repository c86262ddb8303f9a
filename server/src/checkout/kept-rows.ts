import type { Compilable } from 'kysely';
import type { Db } from '../db/db.js';
import type { WatchedTable } from '../db/db-changes.js';
import { queryKept } from '../db/query-kept.js';

/**
 * A typed query's rows, kept in memory while `tables` stay unchanged (queryKept); with `keep`
 * false they always come from the database (a read that locks, or must see the rows as they are).
 */
export function keptRows<O>(db: Db, tables: readonly WatchedTable[], query: Compilable<O>, keep = true): Promise<O[]> {
  const compiled = query.compile();
  return keep ? queryKept<O>(db, tables, compiled.sql, compiled.parameters) : db.query<O>(compiled.sql, compiled.parameters);
}
