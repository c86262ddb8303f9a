import type { Kysely } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { PGLITE_MEMORY, pgliteDb } from './pglite-db.js';
import { typedDb } from './kysely.js';
import { JSON_COLUMN_IMPORTS, JSON_COLUMN_TYPES } from './schema-json-columns.js';

/**
 * Issue 29: the row types of schema.generated.ts come from the database the migrations build,
 * never from a hand-written interface. The columns' TypeScript types follow what both engines
 * answer: int8 is a number on both (PGlite's default; postgres-db.ts sets node-postgres to it),
 * numeric stays a string (exact), timestamps and dates are Dates, json is parsed.
 */
const TYPE_MAPPING = { int8: 'number' };

/** Our own bookkeeping table is not the product's schema. */
const EXCLUDED_TABLES = 'schema_migrations';

/** The generated module's text for the schema the migrations build on `db`. */
export async function schemaTypesOf(db: Db): Promise<string> {
  await migrate(db);
  const text = await generate({
    db: typedDb(db) as unknown as Kysely<unknown>,
    dialect: new PostgresDialect(),
    typeMapping: TYPE_MAPPING,
    overrides: { columns: { ...JSON_COLUMN_TYPES } },
    customImports: { ...JSON_COLUMN_IMPORTS },
    typeOnlyImports: true,
    excludePattern: EXCLUDED_TABLES,
    outFile: null,
    print: false,
  });
  return text;
}

/** Generated from a fresh in-memory database, migrated from nothing. */
export async function schemaTypesFresh(): Promise<string> {
  const db = await pgliteDb(PGLITE_MEMORY);
  try {
    return await schemaTypesOf(db);
  } finally {
    await db.close();
  }
}
