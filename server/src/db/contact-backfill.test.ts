import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from './migrate.js';
import { pgliteDb, PGLITE_MEMORY } from './pglite-db.js';

const CONTACT_MIGRATION = '018_contact_verification.sql';

describe('migration 018: which existing email and phone count as proven', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('code sign-ups and social accounts are proven; addresses typed into a profile are not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'modavi-018-'));
    dirs.push(dir);
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql') && name < CONTACT_MIGRATION);
    for (const name of files) await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    const db = await pgliteDb(PGLITE_MEMORY);
    try {
      await migrate(db, dir);
      const created = '2025-06-01T09:00:00Z';
      const user = (id: string, email: string | null, phone: string | null) =>
        db.query(`INSERT INTO users (id, name, email, phone, created_at) VALUES ($1, 'x', $2, $3, $4)`, [id, email, phone, created]);
      const code = (channel: string, destination: string, purpose: string, requestedAt: string) =>
        db.query(
          `INSERT INTO one_time_codes (id, channel, destination, purpose, code_hash, requested_at, expires_at)
           VALUES (md5(random()::text), $1, $2, $3, 'h', $4, $4::timestamptz + interval '5 minutes')`,
          [channel, destination, purpose, requestedAt],
        );
      // Signed up by phone, later typed an email into the profile.
      await user('phone-signup', 'typed@example.com', '+84 091 000 0001');
      await code('phone', '+84 091 000 0001', 'signup', '2025-06-01T08:58:00Z');
      // Signed up by email code.
      await user('email-signup', 'proven@example.com', null);
      await code('email', 'proven@example.com', 'signup', '2025-06-01T08:59:30Z');
      // Typed a phone someone else once asked a sign-up code for, long before.
      await user('squatter', null, '+84 091 000 0002');
      await code('phone', '+84 091 000 0002', 'signup', '2025-05-01T08:00:00Z');
      // Made by a Google login (the identity is bound in the same transaction).
      await user('social', 'g@example.com', null);
      await db.query(`INSERT INTO user_identities (provider, subject, user_id, created_at) VALUES ('google', 's1', 'social', $1)`, [created]);
      // A social login bound later to an account that already existed does not prove its email.
      await user('linked-later', 'later@example.com', null);
      await db.query(`INSERT INTO user_identities (provider, subject, user_id, created_at) VALUES ('google', 's2', 'linked-later', '2025-07-01T00:00:00Z')`);

      await copyFile(join(MIGRATIONS_DIR, CONTACT_MIGRATION), join(dir, CONTACT_MIGRATION));
      expect(await migrate(db, dir)).toEqual([CONTACT_MIGRATION]);
      const rows = await db.query<{ id: string; email: boolean; phone: boolean }>(
        `SELECT id, email_verified_at IS NOT NULL AS email, phone_verified_at IS NOT NULL AS phone FROM users ORDER BY id`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, { email: row.email, phone: row.phone }]))).toEqual({
        'email-signup': { email: true, phone: false },
        'linked-later': { email: false, phone: false },
        'phone-signup': { email: false, phone: true },
        social: { email: true, phone: false },
        squatter: { email: false, phone: false },
      });
      expect(await db.query(`SELECT count(*)::int AS n FROM account_events`)).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });
});
