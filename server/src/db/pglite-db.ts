import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { Db } from './db.js';

/** 'memory' keeps the whole database in memory (tests, throw-away trials). */
export const PGLITE_MEMORY = 'memory';

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows,
    exec: async (sql) => void (await tx.exec(sql)),
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() called inside a transaction')),
  };
  return db;
}

export interface PgliteDb extends Db {
  /** The whole data folder as an uncompressed tarball, which `from` can open again. */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM): no server to install for local runs and tests. `from` opens a
 * copy of a dumped database instead of an empty one (tests share one migrated and seeded
 * template: initdb alone takes about 4 s, seeding 5 s, opening a copy under 1 s).
 */
export async function pgliteDb(dataDir: string, from?: Blob): Promise<PgliteDb> {
  if (dataDir !== PGLITE_MEMORY) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir === PGLITE_MEMORY ? {} : { dataDir }),
    ...(from ? { loadDataDir: from } : {}),
  });
  return {
    dump: async () => (await pg.dumpDataDir('none')) as Blob,
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
  };
}
