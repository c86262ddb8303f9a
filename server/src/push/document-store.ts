import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

export interface StoredDocument {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

/** Equality filters on top-level fields, as the push token queries use them. */
export async function documentsFind(db: Db, collection: string, where: Readonly<Record<string, string>>): Promise<readonly StoredDocument[]> {
  const rows = await typedDb(db)
    .selectFrom('dev_documents')
    .select(['id', 'data'])
    .where('collection', '=', collection)
    .where(sql<boolean>`data @> ${JSON.stringify(where)}::jsonb`)
    .orderBy('created_seq')
    .execute();
  return rows.map((row) => ({ id: row.id, data: row.data }));
}

export async function documentAdd(db: Db, collection: string, data: Record<string, unknown>): Promise<string> {
  const id = randomBytes(10).toString('hex');
  await typedDb(db).insertInto('dev_documents').values({ collection, id, data: JSON.stringify(data) }).execute();
  return id;
}

/** Replaces the document's fields; false when there is no such document. */
export async function documentUpdate(db: Db, collection: string, id: string, data: Record<string, unknown>): Promise<boolean> {
  const rows = await typedDb(db)
    .updateTable('dev_documents')
    .set({ data: sql<string>`data || ${JSON.stringify(data)}::jsonb` })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function documentDelete(db: Db, collection: string, id: string): Promise<boolean> {
  const rows = await typedDb(db).deleteFrom('dev_documents').where('collection', '=', collection).where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}
