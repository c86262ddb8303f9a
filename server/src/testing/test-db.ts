import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { pgliteDb, PGLITE_MEMORY } from '../db/pglite-db.js';
import { postgresDb } from '../db/postgres-db.js';
import { seedIfEmpty } from '../seed/seed.js';
import { pgliteTemplateRead } from './pglite-template-read.js';

export interface TestDb {
  readonly db: Db;
  /** Closes the database and removes what the test created. */
  dispose(): Promise<void>;
}

export interface TestDbOptions {
  readonly seed?: boolean;
  /** Migrate and seed this database itself rather than copy the run's template (the seed's own tests). */
  readonly fresh?: boolean;
}

/** A fresh in-memory PGlite, migrated and (by default) seeded: a copy of the run's template when there is one. */
export async function memoryTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const seed = options.seed ?? true;
  const template = options.fresh ? undefined : await pgliteTemplateRead(seed ? 'seeded' : 'empty');
  if (template) {
    const copy = await pgliteDb(PGLITE_MEMORY, template);
    return { db: copy, dispose: () => copy.close() };
  }
  const db = await pgliteDb(PGLITE_MEMORY);
  await migrate(db);
  if (seed) await seedIfEmpty(db);
  return { db, dispose: () => db.close() };
}

/** A fresh schema on a shared PostgreSQL server, dropped on dispose. */
export async function postgresTestDb(url: string, options: TestDbOptions = {}): Promise<TestDb> {
  const schema = `modavi_test_${randomBytes(6).toString('hex')}`;
  const db = await postgresDb({ url, schema });
  await migrate(db);
  if (options.seed ?? true) await seedIfEmpty(db);
  return {
    db,
    async dispose() {
      await db.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Test databases to run a suite against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
