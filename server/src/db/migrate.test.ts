import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { migrate, migrationChecksum, MIGRATIONS_DIR } from './migrate.js';
import { pgliteDb, PGLITE_MEMORY } from './pglite-db.js';

describe('migrate', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = await pgliteDb(PGLITE_MEMORY);
    dir = await mkdtemp(join(tmpdir(), 'modavi-migrations-'));
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies the numbered files in order once and records them', async () => {
    await writeFile(join(dir, '002_more.sql'), 'INSERT INTO things (name) VALUES (\'second\');');
    await writeFile(join(dir, '001_things.sql'), 'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL);');
    await writeFile(join(dir, 'notes.txt'), 'not a migration');
    expect(await migrate(db, dir)).toEqual(['001_things.sql', '002_more.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    expect(await db.query('SELECT name FROM things')).toEqual([{ name: 'second' }]);
    const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(['001_things.sql', '002_more.sql']);
  });

  it('rolls a failing batch back whole', async () => {
    await writeFile(join(dir, '003_good.sql'), 'CREATE TABLE good (id int);');
    await writeFile(join(dir, '004_bad.sql'), 'CREATE TABLE broken (;');
    await expect(migrate(db, dir)).rejects.toThrow();
    expect(await db.query(`SELECT to_regclass('good') AS present`)).toEqual([{ present: null }]);
    await rm(join(dir, '004_bad.sql'));
    expect(await migrate(db, dir)).toEqual(['003_good.sql']);
  });

  it('records a checksum of each file and refuses to start when an applied one changed, naming it', async () => {
    const recorded = await db.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    expect(recorded[0]).toEqual({ version: '001_things.sql', checksum: migrationChecksum(await readFile(join(dir, '001_things.sql'), 'utf8')) });
    await writeFile(join(dir, '002_more.sql'), 'INSERT INTO things (name) VALUES (\'edited\');');
    await writeFile(join(dir, '005_next.sql'), 'CREATE TABLE next_one (id int);');
    await expect(migrate(db, dir)).rejects.toThrow(/Migration 002_more\.sql was changed after it was applied/);
    // Nothing of the batch went in: not the pending file, not the edited one.
    expect(await db.query(`SELECT to_regclass('next_one') AS present`)).toEqual([{ present: null }]);
    await writeFile(join(dir, '002_more.sql'), 'INSERT INTO things (name) VALUES (\'second\');');
    // A checkout that turned LF into CRLF changes no statement.
    expect(migrationChecksum('SELECT 1;\r\nSELECT 2;\r\n')).toBe(migrationChecksum('SELECT 1;\nSELECT 2;\n'));
    expect(await migrate(db, dir)).toEqual(['005_next.sql']);
  });

  it('records the checksum of files applied before checksums were kept, then holds them to it', async () => {
    await db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    expect(await migrate(db, dir)).toEqual([]);
    const unrecorded = await db.query(`SELECT version FROM schema_migrations WHERE checksum IS NULL`);
    expect(unrecorded).toEqual([]);
    await writeFile(join(dir, '003_good.sql'), 'CREATE TABLE good (id bigint);');
    await expect(migrate(db, dir)).rejects.toThrow(/003_good\.sql/);
    await writeFile(join(dir, '003_good.sql'), 'CREATE TABLE good (id int);');
  });

  it('applies the real migrations', async () => {
    const real = await pgliteDb(PGLITE_MEMORY);
    try {
      // Every numbered file of the folder, in order (each slice adds its own number).
      const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+[-_].+\.sql$/.test(name)).sort();
      expect(files.slice(0, 3)).toEqual(['001_catalogue.sql', '002_sessions_and_cart.sql', '003_orders.sql']);
      expect(await migrate(real)).toEqual(files);
      expect(await migrate(real)).toEqual([]);
    } finally {
      await real.close();
    }
  });
});
