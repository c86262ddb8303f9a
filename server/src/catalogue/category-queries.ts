import type { Category } from '@modavi/core';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { queryKept } from '../db/query-kept.js';
import type { DB } from '../db/schema.generated.js';

export const categoryJson = (row: Pick<Selectable<DB['categories']>, 'id' | 'name' | 'name_en' | 'vertical' | 'image'>): Category => ({
  _id: row.id,
  name: row.name,
  name_en: row.name_en,
  vertical: row.vertical,
  image: row.image,
});

/** Every category, kept in memory while the table is unchanged: each search suggestion reads them all. */
export async function categoryList(db: Db): Promise<Category[]> {
  const query = typedDb(db).selectFrom('categories as c').select(['c.id', 'c.name', 'c.name_en', 'c.vertical', 'c.image']).orderBy('c.position').orderBy('c.id').compile();
  const rows = await queryKept(db, ['categories'], query);
  return rows.map(categoryJson);
}
