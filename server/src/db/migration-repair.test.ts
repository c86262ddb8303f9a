import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';
import { pgliteDb, PGLITE_MEMORY } from './pglite-db.js';

const REPAIR = '055_repair_edited_migrations.sql';

/**
 * The text each later edit added to an applied migration (git log --follow -p): taking it out
 * gives back the first version a database ran. 041's is left out: its first version could not
 * be followed by 048, which watches the table the edit added.
 */
const EDITS: Readonly<Record<string, readonly string[]>> = {
  '007_after_purchase.sql': ["\n-- The buyer's own words under the reason of a return request.\nALTER TABLE refunds ADD COLUMN description text;\n"],
  '017_auth_secrets_at_rest.sql': ['\n-- Wrong current passwords per account at a password change'],
  '048_change_notifications.sql': ["    'shop_payment_methods', 'shop_discounts', 'shop_shipping_settings', 'promotion_items', 'promotion_programs',\n"],
};

/** The first version: each edit's text taken out (017's edit ran to the end of the file). */
const firstVersion = (file: string, sql: string): string =>
  (EDITS[file] ?? []).reduce((text, added) => {
    const at = text.indexOf(added);
    if (at < 0) throw new Error(`${file} no longer holds the edit this test takes out: ${added.slice(0, 60)}`);
    return file.startsWith('017_') ? text.slice(0, at) : text.slice(0, at) + text.slice(at + added.length);
  }, sql);

const REPAIRED_TRIGGERS = ['shop_payment_methods_changed', 'shop_discounts_changed', 'shop_shipping_settings_changed', 'promotion_items_changed', 'promotion_programs_changed'];

describe('migration 055 repairs a database that ran the first versions of 007, 017 and 048', () => {
  let db: Db;
  let oldDir: string;
  beforeAll(async () => {
    db = await pgliteDb(PGLITE_MEMORY);
    oldDir = await mkdtemp(join(tmpdir(), 'modavi-old-migrations-'));
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+_.+\.sql$/.test(name) && name < REPAIR)) {
      if (EDITS[file]) await writeFile(join(oldDir, file), firstVersion(file, await readFile(join(MIGRATIONS_DIR, file), 'utf8')));
      else await copyFile(join(MIGRATIONS_DIR, file), join(oldDir, file));
    }
    await migrate(db, oldDir);
    // That database was migrated before checksums were kept.
    await db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await rm(oldDir, { recursive: true, force: true });
  });

  it('lacks what the edits added before the repair', async () => {
    const triggers = await db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE tgname = ANY ($1)`, [REPAIRED_TRIGGERS]);
    expect(triggers).toEqual([]);
    expect(await db.query(`SELECT to_regclass('password_change_failures') AS present`)).toEqual([{ present: null }]);
  });

  it('has the new triggers, column and table after it, and its kept reads hear changes again', async () => {
    // The repair, then the migrations numbered after it.
    expect((await migrate(db))[0]).toBe(REPAIR);
    const triggers = await db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE tgname = ANY ($1) ORDER BY tgname`, [REPAIRED_TRIGGERS]);
    expect(triggers.map((row) => row.tgname)).toEqual([...REPAIRED_TRIGGERS].sort());
    expect(await db.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'refunds' AND column_name = 'description'`)).toEqual([{ n: 1 }]);
    expect(await db.query(`SELECT to_regclass('password_change_failures') IS NOT NULL AS present`)).toEqual([{ present: true }]);

    const heard: string[] = [];
    const stop = await db.listen!('modavi_table_changed', (table) => heard.push(table));
    await db.exec('DELETE FROM shop_discounts');
    await stop();
    expect(heard).toContain('shop_discounts');
    // The files it ran before checksums are now recorded as they are today.
    expect(await db.query(`SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NULL`)).toEqual([{ n: 0 }]);
  });
});
