import { randomBytes } from 'node:crypto';
import { AddressSchema, addressDefaultPick, type Address, type StoredAddress } from '@modavi/core';
import type { Db } from '../db/db.js';

interface AddressRow {
  id: string;
  name: string;
  phone: string;
  type: string;
  is_overseas: boolean;
  city: string | null;
  city_code: string | null;
  district: string | null;
  district_code: string | null;
  ward: string | null;
  ward_code: string | null;
  detail: string;
  is_default: boolean;
  is_pickup: boolean;
  is_default_return: boolean;
  delivery_time: string;
  postal_code: string | null;
  country: string | null;
}

const COLUMNS = `id, name, phone, type, is_overseas, city, city_code, district, district_code, ward, ward_code, detail,
  is_default, is_pickup, is_default_return, delivery_time, postal_code, country`;

/** The row as core's Address, parsed, so what leaves the server is what the app's schema reads. */
const addressOf = ({ id, ...row }: AddressRow): StoredAddress => ({ ...AddressSchema.parse({ ...row, _id: id }), _id: id });

/** A buyer's addresses: the default first, then the newest. */
export async function addressList(db: Db, userId: string): Promise<StoredAddress[]> {
  const rows = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, seq DESC`, [userId]);
  return rows.map(addressOf);
}

export async function addressFind(db: Db, userId: string, id: string): Promise<StoredAddress | null> {
  const [row] = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]);
  return row ? addressOf(row) : null;
}

export async function addressCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM addresses WHERE user_id = $1`, [userId]);
  return Number(row?.count ?? 0);
}

/**
 * Keeps exactly one default while the book has addresses (core's addressDefaultPick: the one
 * just chosen, else the current one, else the newest). Clears before it sets: the partial
 * unique index allows one default at a time.
 */
async function defaultKeep(tx: Db, userId: string, chosen: string | null): Promise<void> {
  const rows = await tx.query<{ id: string; is_default: boolean }>(`SELECT id, is_default FROM addresses WHERE user_id = $1 ORDER BY seq DESC`, [userId]);
  const current = rows.find((row) => row.is_default)?.id ?? null;
  const pick = addressDefaultPick(rows.map((row) => row.id), current, chosen);
  if (pick === current) return;
  await tx.query(`UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
  if (pick !== null) await tx.query(`UPDATE addresses SET is_default = true WHERE id = $1`, [pick]);
}

/** At most one pickup and one default-return address: setting the flag takes it from the others. */
async function flagsWrite(tx: Db, userId: string, id: string, address: Address): Promise<void> {
  for (const flag of ['is_pickup', 'is_default_return'] as const) {
    if (address[flag]) await tx.query(`UPDATE addresses SET ${flag} = false WHERE user_id = $1 AND ${flag} AND id <> $2`, [userId, id]);
    await tx.query(`UPDATE addresses SET ${flag} = $2 WHERE id = $1`, [id, address[flag]]);
  }
}

const fieldValues = (address: Address) => [
  address.name,
  address.phone,
  address.type,
  address.is_overseas,
  address.city ?? null,
  address.city_code ?? null,
  address.district ?? null,
  address.district_code ?? null,
  address.ward ?? null,
  address.ward_code ?? null,
  address.detail,
  address.delivery_time,
  address.postal_code ?? null,
  address.country ?? null,
];

/** Adds a checked address; the first one of a book becomes its default. */
export async function addressCreate(db: Db, userId: string, address: Address): Promise<StoredAddress> {
  const id = randomBytes(12).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO addresses (id, user_id, name, phone, type, is_overseas, city, city_code, district, district_code, ward, ward_code,
         detail, delivery_time, postal_code, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [id, userId, ...fieldValues(address)],
    );
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
    const rows = await tx.query<{ id: string }>(
      `UPDATE addresses SET name = $3, phone = $4, type = $5, is_overseas = $6, city = $7, city_code = $8, district = $9,
         district_code = $10, ward = $11, ward_code = $12, detail = $13, delivery_time = $14, postal_code = $15, country = $16
       WHERE user_id = $1 AND id = $2 RETURNING id`,
      [userId, id, ...fieldValues(address)],
    );
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
    const rows = await tx.query<{ id: string }>(`DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id]);
    if (rows.length === 0) return false;
    await defaultKeep(tx, userId, null);
    return true;
  });
}

export async function addressDefaultSet(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(`SELECT id FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]);
    if (!row) return false;
    await defaultKeep(tx, userId, id);
    return true;
  });
}
