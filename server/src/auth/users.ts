import { randomBytes } from 'node:crypto';
import { RoleSchema, UserProfileSchema, accountStatusOf, type AuthProviderId, type OtpChannel, type Role, type UserProfile } from '@modavi/core';
import type { Db } from '../db/db.js';

/** An account as the routes need it: the profile plus what the profile does not show. */
export interface UserRecord {
  readonly id: string;
  readonly profile: UserProfile;
  readonly passwordHash: string | null;
  readonly roles: readonly Role[];
  /** Which contact details were proven with a code (or vouched for by a social provider). */
  readonly verified: Readonly<Record<OtpChannel, boolean>>;
}

interface UserRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  gender: string | null;
  date_of_birth: string | null;
  id_number: string | null;
  body_measurements: unknown;
  avatar: string | null;
  roles: string[] | string;
  email_verified: boolean;
  phone_verified: boolean;
}

const COLUMNS = `id, name, email, phone, password_hash, gender, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  id_number, body_measurements, avatar, roles,
  email_verified_at IS NOT NULL AS email_verified, phone_verified_at IS NOT NULL AS phone_verified`;

// node-postgres parses text[]; PGlite may hand back the literal '{buyer,seller}'.
const rolesOf = (value: UserRow['roles']): Role[] => {
  const list = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter((role) => role !== '');
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
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return row ? recordOf(row) : null;
}

/**
 * The live account using an email or phone (normalised), if any, proven or not. Whatever lets
 * someone in by the address itself (a code, a reset, a social login) must also check
 * `verified`: an unproven address is only what its account typed in.
 */
export async function userFindByDestination(db: Db, channel: OtpChannel, destination: string): Promise<UserRecord | null> {
  const column = channel === 'email' ? 'email' : 'phone';
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = $1 AND deleted_at IS NULL`, [destination]);
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
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (id, name, email, phone, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 AND $3::text IS NOT NULL THEN now() END, CASE WHEN $6 AND $4::text IS NOT NULL THEN now() END)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [randomBytes(12).toString('hex'), user.name, user.email ?? null, user.phone ?? null, user.passwordHash ?? null, user.verified],
  );
  return row ? recordOf(row) : null;
}

export async function userPasswordSet(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
}

/** The account a social login belongs to, by the provider's subject. */
export async function userFindByIdentity(db: Db, provider: AuthProviderId, subject: string): Promise<UserRecord | null> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users
     WHERE deleted_at IS NULL AND id = (SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2)`,
    [provider, subject],
  );
  return row ? recordOf(row) : null;
}

export async function userIdentityLink(db: Db, provider: AuthProviderId, subject: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider, subject) DO UPDATE SET user_id = EXCLUDED.user_id`,
    [provider, subject, userId],
  );
}
