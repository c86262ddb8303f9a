import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { Db } from './db.js';
import { dataFolderLock, type DataFolderLock } from './data-folder-lock.js';

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
 * template: initdb alone takes about 4 s, seeding 5 s, opening a copy under 1 s). A data folder
 * is held by one process at a time (data-folder-lock.ts).
 */
export async function pgliteDb(dataDir: string, from?: Blob): Promise<PgliteDb> {
  let lock: DataFolderLock | null = null;
  if (dataDir !== PGLITE_MEMORY) {
    await mkdir(dataDir, { recursive: true });
    // Issue 26: a second process on the folder refuses here, before a byte of it is read.
    lock = await dataFolderLock(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dataDir === PGLITE_MEMORY ? {} : { dataDir }),
      ...(from ? { loadDataDir: from } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  return {
    dump: async () => (await pg.dumpDataDir('none')) as Blob,
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
  };
}
