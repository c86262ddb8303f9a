import { randomBytes } from 'node:crypto';
import { RoleSchema, UserProfileSchema, accountStatusOf, type AuthProviderId, type OtpChannel, type Role, type UserProfile } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

/** An account as the routes need it: the profile plus what the profile does not show. */
export interface UserRecord {
  readonly id: string;
  readonly profile: UserProfile;
  readonly passwordHash: string | null;
  readonly roles: readonly Role[];
  /** Which contact details were proven with a code (or vouched for by a social provider). */
  readonly verified: Readonly<Record<OtpChannel, boolean>>;
}

/** The account columns a UserRecord is made of. */
const userColumns = (eb: ExpressionBuilder<DB, 'users'>) =>
  [
    'id',
    'name',
    'email',
    'phone',
    'password_hash',
    'gender',
    sql<string | null>`to_char(${eb.ref('date_of_birth')}, 'YYYY-MM-DD')`.as('date_of_birth'),
    'id_number',
    'body_measurements',
    'avatar',
    'roles',
    eb('email_verified_at', 'is not', null).$castTo<boolean>().as('email_verified'),
    eb('phone_verified_at', 'is not', null).$castTo<boolean>().as('phone_verified'),
  ] as const;

/** Live (not deleted) accounts, as UserRecords are read. */
const usersLive = (db: Db) => typedDb(db).selectFrom('users').select(userColumns).where('deleted_at', 'is', null);

type UserRow = Awaited<ReturnType<ReturnType<typeof usersLive>['executeTakeFirstOrThrow']>>;

// node-postgres parses text[]; PGlite may hand back the literal '{buyer,seller}'.
const rolesOf = (value: readonly string[] | string): Role[] => {
  const list = typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',').filter((role) => role !== '') : value;
  return list.flatMap((role) => {
    const parsed = RoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
};

/** The row as core's profile: parsed, so what leaves the server is what the app's schema reads. */
function recordOf(row: UserRow): UserRecord {
  const roles = rolesOf(row.roles);
  const profile = UserProfileSchema.parse({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    id_number: row.id_number,
    body_measurements: row.body_measurements,
    has_password: row.password_hash !== null,
    roles,
    account_status: accountStatusOf(roles),
  });
  return { id: row.id, profile, passwordHash: row.password_hash, roles, verified: { email: row.email_verified, phone: row.phone_verified } };
}

export async function userFindById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await usersLive(db).where('id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/**
 * The live account using an email or phone (normalised), if any, proven or not. Whatever lets
 * someone in by the address itself (a code, a reset, a social login) must also check
 * `verified`: an unproven address is only what its account typed in.
 */
export async function userFindByDestination(db: Db, channel: OtpChannel, destination: string): Promise<UserRecord | null> {
  const column = channel === 'email' ? 'email' : 'phone';
  const row = await usersLive(db).where(column, '=', destination).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export interface UserNew {
  readonly name: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly passwordHash?: string | null;
  /** The email and phone given were proven (a sign-up code, a provider's word): every one given so far. */
  readonly verified: boolean;
}

/** Creates a buyer account; null when the email or phone already belongs to a live account. */
export async function userCreate(db: Db, user: UserNew): Promise<UserRecord | null> {
  const email = user.email ?? null;
  const phone = user.phone ?? null;
  // Proven when given: the verified columns take the insert's own now().
  const provenNow = (value: string | null) => (user.verified && value !== null ? sql<Date>`now()` : null);
  const row = await typedDb(db)
    .insertInto('users')
    .values({
      id: randomBytes(12).toString('hex'),
      name: user.name,
      email,
      phone,
      password_hash: user.passwordHash ?? null,
      email_verified_at: provenNow(email),
      phone_verified_at: provenNow(phone),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(userColumns)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function userPasswordSet(db: Db, id: string, passwordHash: string): Promise<void> {
  await typedDb(db).updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** The account a social login belongs to, by the provider's subject. */
export async function userFindByIdentity(db: Db, provider: AuthProviderId, subject: string): Promise<UserRecord | null> {
  const row = await usersLive(db)
    .where('id', '=', (eb) => eb.selectFrom('user_identities').select('user_id').where('provider', '=', provider).where('subject', '=', subject))
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function userIdentityLink(db: Db, provider: AuthProviderId, subject: string, userId: string): Promise<void> {
  await typedDb(db)
    .insertInto('user_identities')
    .values({ provider, subject, user_id: userId })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })))
    .execute();
}
