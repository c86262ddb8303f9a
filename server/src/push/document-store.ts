import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

export interface StoredDocument {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

/** Equality filters on top-level fields, as the push token queries use them. */
export async function documentsFind(db: Db, collection: string, where: Readonly<Record<string, string>>): Promise<readonly StoredDocument[]> {
  const rows = await db.query<{ id: string; data: Record<string, unknown> | string }>(
    `SELECT id, data FROM dev_documents WHERE collection = $1 AND data @> $2::jsonb ORDER BY created_seq`,
    [collection, JSON.stringify(where)],
  );
  return rows.map((row) => ({ id: row.id, data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data }));
}

export async function documentAdd(db: Db, collection: string, data: Record<string, unknown>): Promise<string> {
  const id = randomBytes(10).toString('hex');
  await db.query(`INSERT INTO dev_documents (collection, id, data) VALUES ($1, $2, $3::jsonb)`, [collection, id, JSON.stringify(data)]);
  return id;
}

/** Replaces the document's fields; false when there is no such document. */
export async function documentUpdate(db: Db, collection: string, id: string, data: Record<string, unknown>): Promise<boolean> {
  const rows = await db.query<{ id: string }>(`UPDATE dev_documents SET data = data || $3::jsonb WHERE collection = $1 AND id = $2 RETURNING id`, [
    collection,
    id,
    JSON.stringify(data),
  ]);
  return rows.length > 0;
}

export async function documentDelete(db: Db, collection: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(`DELETE FROM dev_documents WHERE collection = $1 AND id = $2 RETURNING id`, [collection, id]);
  return rows.length > 0;
}
