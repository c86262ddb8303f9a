import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { dbDescribe, dbOpen, dbOptionsFromEnv } from '../db/open-db.js';
import { seedIfEmpty } from '../seed/seed.js';

/** Opens the database the environment points at, migrates it and seeds an empty catalogue. */
export async function databaseReady(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<Db> {
  const options = dbOptionsFromEnv(env);
  const db = await dbOpen(options);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migrated ${dbDescribe(options)}: ${applied.join(', ')}`);
    const seeded = await seedIfEmpty(db);
    if (seeded.seeded) log(`Seeded ${seeded.products} products and ${seeded.variants} variants in ${Math.round(seeded.milliseconds)} ms`);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
