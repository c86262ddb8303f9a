import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from '../db/migrate.js';
import { pgliteDb, PGLITE_MEMORY } from '../db/pglite-db.js';
import { seedIfEmpty } from '../seed/seed.js';

/** A migrated database, with or without the demo data. */
export type TemplateKind = 'seeded' | 'empty';
export type TemplatePaths = Record<TemplateKind, string>;

/**
 * Migrates and seeds one in-memory PGlite and writes both states as tarballs into `dir`.
 * The unit run's global setup has it done once per run (`pglite-template-main.ts`); every test
 * database then opens a copy (under 1 s) instead of running initdb, the migrations and the
 * seed again (about 10 s).
 */
export async function pgliteTemplatesWrite(dir: string): Promise<TemplatePaths> {
  const db = await pgliteDb(PGLITE_MEMORY);
  try {
    await migrate(db);
    const paths: TemplatePaths = { empty: join(dir, 'empty.tar'), seeded: join(dir, 'seeded.tar') };
    await writeFile(paths.empty, Buffer.from(await (await db.dump()).arrayBuffer()));
    await seedIfEmpty(db);
    await writeFile(paths.seeded, Buffer.from(await (await db.dump()).arrayBuffer()));
    return paths;
  } finally {
    await db.close();
  }
}
