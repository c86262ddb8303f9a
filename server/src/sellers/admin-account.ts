import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { passwordHash } from '../auth/password-hash.js';
import { userCreate, userPasswordSet } from '../auth/users.js';

/** Where the platform's first admin logs in unless MODAVI_ADMIN_EMAIL says otherwise. */
export const ADMIN_EMAIL_DEFAULT = 'admin@modavi.local';

/**
 * The platform's admin account (spec 6: approves shops, products and refunds). The server
 * makes one when none exists and prints how to log in: with MODAVI_ADMIN_PASSWORD, that
 * password (set again on every start, so a lost one is reset by the environment); without it,
 * a random one printed once at creation. The admin logs in by email and password like anyone.
 */
export async function adminAccountEnsure(db: Db, env: Readonly<Record<string, string | undefined>>): Promise<string[]> {
  const email = (env['MODAVI_ADMIN_EMAIL'] ?? ADMIN_EMAIL_DEFAULT).trim().toLowerCase();
  const given = env['MODAVI_ADMIN_PASSWORD'];
  const typed = typedDb(db);
  const existing = await typed
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(sql.lit('admin'), '=', eb.fn.any('roles')))
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    if (given) await userPasswordSet(db, existing.id, await passwordHash(given));
    return [`Admin console: /quan-tri, log in as the admin account${given ? ' with MODAVI_ADMIN_PASSWORD' : ' (its password was printed when it was made; set MODAVI_ADMIN_PASSWORD to reset it)'}.`];
  }
  // Letters, digits and a special character: core's password rule holds for the generated one.
  const password = given ?? `Ad-${randomBytes(9).toString('base64url')}`;
  const user = await userCreate(db, { name: 'Modavi Admin', email, passwordHash: await passwordHash(password), verified: true });
  if (!user) return [`Warning: no admin account was made: ${email} already belongs to another account (set MODAVI_ADMIN_EMAIL).`];
  await typed.updateTable('users').set({ roles: sql<string[]>`ARRAY['admin']::text[]` }).where('id', '=', user.id).execute();
  return [`Admin account made: log in at /quan-tri as ${email} with password ${given ? '(MODAVI_ADMIN_PASSWORD)' : password}`];
}
