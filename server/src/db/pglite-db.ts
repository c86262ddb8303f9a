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

/** Embedded PostgreSQL (WASM): no server to install for local runs and tests. */
export async function pgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== PGLITE_MEMORY) await mkdir(dataDir, { recursive: true });
  const pg = dataDir === PGLITE_MEMORY ? await PGlite.create() : await PGlite.create(dataDir);
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
  };
}
