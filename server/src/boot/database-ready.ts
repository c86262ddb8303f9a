import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { dbDescribe, dbOpen, type DbOptions } from '../db/open-db.js';
import { referenceSeedIfEmpty } from '../seed/reference-seed.js';
import { seedIfEmpty } from '../seed/seed.js';

export interface DatabaseReadyOptions {
  /**
   * Fill an empty catalogue with the demo shops, products and buyers' data (outside
   * production); otherwise only the platform's own lists (categories, reasons) go in.
   */
  readonly demoSeed: boolean;
}

/** Opens the database the options point at, migrates it and seeds what is empty. */
export async function databaseReady(options: DbOptions, ready: DatabaseReadyOptions, log: (line: string) => void): Promise<Db> {
  const db = await dbOpen(options);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migrated ${dbDescribe(options)}: ${applied.join(', ')}`);
    if (ready.demoSeed) {
      const seeded = await seedIfEmpty(db);
      if (seeded.seeded) log(`Seeded ${seeded.products} products and ${seeded.variants} variants in ${Math.round(seeded.milliseconds)} ms`);
    } else {
      const reference = await referenceSeedIfEmpty(db);
      if (reference.categories + reference.reasons > 0) log(`Seeded the platform's lists: ${reference.categories} categories, ${reference.reasons} reasons (no demo data in production)`);
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
