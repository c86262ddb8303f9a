import { randomBytes } from 'node:crypto';
import { AddressSchema, addressDefaultPick, type Address, type StoredAddress } from '@modavi/core';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

const COLUMNS = [
  'id',
  'name',
  'phone',
  'type',
  'is_overseas',
  'city',
  'city_code',
  'district',
  'district_code',
  'ward',
  'ward_code',
  'detail',
  'is_default',
  'is_pickup',
  'is_default_return',
  'delivery_time',
  'postal_code',
  'country',
] as const;

type AddressRow = Pick<Selectable<DB['addresses']>, (typeof COLUMNS)[number]>;

/** The row as core's Address, parsed, so what leaves the server is what the app's schema reads. */
const addressOf = ({ id, ...row }: AddressRow): StoredAddress => ({ ...AddressSchema.parse({ ...row, _id: id }), _id: id });

/** A buyer's addresses: the default first, then the newest. */
export async function addressList(db: Db, userId: string): Promise<StoredAddress[]> {
  const rows = await typedDb(db).selectFrom('addresses').select(COLUMNS).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('seq', 'desc').execute();
  return rows.map(addressOf);
}

export async function addressFind(db: Db, userId: string, id: string): Promise<StoredAddress | null> {
  const row = await typedDb(db).selectFrom('addresses').select(COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return row ? addressOf(row) : null;
}

export async function addressCount(db: Db, userId: string): Promise<number> {
  const row = await typedDb(db)
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Keeps exactly one default while the book has addresses (core's addressDefaultPick: the one
 * just chosen, else the current one, else the newest). Clears before it sets: the partial
 * unique index allows one default at a time.
 */
async function defaultKeep(tx: Db, userId: string, chosen: string | null): Promise<void> {
  const typed = typedDb(tx);
  const rows = await typed.selectFrom('addresses').select(['id', 'is_default']).where('user_id', '=', userId).orderBy('seq', 'desc').execute();
  const current = rows.find((row) => row.is_default)?.id ?? null;
  const pick = addressDefaultPick(rows.map((row) => row.id), current, chosen);
  if (pick === current) return;
  await typed.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
  if (pick !== null) await typed.updateTable('addresses').set({ is_default: true }).where('id', '=', pick).execute();
}

/** At most one pickup and one default-return address: setting the flag takes it from the others. */
async function flagsWrite(tx: Db, userId: string, id: string, address: Address): Promise<void> {
  const typed = typedDb(tx);
  for (const flag of ['is_pickup', 'is_default_return'] as const) {
    if (address[flag]) {
      await typed.updateTable('addresses').set({ [flag]: false }).where('user_id', '=', userId).where(flag, '=', true).where('id', '<>', id).execute();
    }
    await typed.updateTable('addresses').set({ [flag]: address[flag] }).where('id', '=', id).execute();
  }
}

const fieldValues = (address: Address) => ({
  name: address.name,
  phone: address.phone,
  type: address.type,
  is_overseas: address.is_overseas,
  city: address.city ?? null,
  city_code: address.city_code ?? null,
  district: address.district ?? null,
  district_code: address.district_code ?? null,
  ward: address.ward ?? null,
  ward_code: address.ward_code ?? null,
  detail: address.detail,
  delivery_time: address.delivery_time,
  postal_code: address.postal_code ?? null,
  country: address.country ?? null,
});

/** Adds a checked address; the first one of a book becomes its default. */
export async function addressCreate(db: Db, userId: string, address: Address): Promise<StoredAddress> {
  const id = randomBytes(12).toString('hex');
  await db.transaction(async (tx) => {
    await typedDb(tx)
      .insertInto('addresses')
      .values({ id, user_id: userId, ...fieldValues(address) })
      .execute();
    await flagsWrite(tx, userId, id, address);
    await defaultKeep(tx, userId, address.is_default ? id : null);
  });
  const stored = await addressFind(db, userId, id);
  if (!stored) throw new Error('a created address vanished');
  return stored;
}

/** Rewrites a buyer's address; null when it is not theirs. Unticking the default keeps it (one is always the default). */
export async function addressUpdate(db: Db, userId: string, id: string, address: Address): Promise<StoredAddress | null> {
  const found = await db.transaction(async (tx) => {
    const rows = await typedDb(tx)
      .updateTable('addresses')
      .set(fieldValues(address))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .execute();
    if (rows.length === 0) return false;
    await flagsWrite(tx, userId, id, address);
    await defaultKeep(tx, userId, address.is_default ? id : null);
    return true;
  });
  return found ? addressFind(db, userId, id) : null;
}

/** Removes a buyer's address; a removed default passes to the newest remaining one. */
export async function addressDelete(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await typedDb(tx).deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).returning('id').execute();
    if (rows.length === 0) return false;
    await defaultKeep(tx, userId, null);
    return true;
  });
}

export async function addressDefaultSet(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await typedDb(tx).selectFrom('addresses').select('id').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    await defaultKeep(tx, userId, id);
    return true;
  });
}
