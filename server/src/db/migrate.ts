import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './db.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

const MIGRATION_FILE = /^\d+[-_].+\.sql$/;

/**
 * The sha256 of a migration's text. Line endings are normalised first: a checkout that turns
 * LF into CRLF (git's autocrlf) changes no statement and must not stop the server.
 */
export const migrationChecksum = (sql: string): string =>
  createHash('sha256').update(sql.replace(/\r\n/g, '\n'), 'utf8').digest('hex');

/** Thrown when a migration already applied to this database has different contents now. */
export class MigrationChangedError extends Error {
  constructor(readonly file: string) {
    super(
      `Migration ${file} was changed after it was applied to this database (its checksum differs). ` +
        'Applied migrations are never edited: restore the file as it was and put the change in a new numbered migration.',
    );
    this.name = 'MigrationChangedError';
  }
}

interface AppliedRow {
  readonly version: string;
  readonly checksum: string | null;
}

/**
 * Applies the pending numbered migrations in one transaction and records each with its
 * checksum. Refuses (MigrationChangedError, nothing applied) when an applied file's contents
 * changed; a file applied before checksums were kept gets its present checksum recorded. The
 * advisory lock keeps two servers starting on the same schema from applying the same file
 * twice. Returns the versions applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const files = await Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'))`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
       ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;`,
    );
    const done = new Map((await tx.query<AppliedRow>('SELECT version, checksum FROM schema_migrations')).map((row) => [row.version, row.checksum]));
    const applied: string[] = [];
    for (const file of files) {
      const checksum = migrationChecksum(file.sql);
      if (done.has(file.name)) {
        const recorded = done.get(file.name);
        if (recorded === null) await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [file.name, checksum]);
        else if (recorded !== checksum) throw new MigrationChangedError(file.name);
        continue;
      }
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [file.name, checksum]);
      applied.push(file.name);
    }
    return applied;
  });
}
