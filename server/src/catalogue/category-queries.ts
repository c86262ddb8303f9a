import type { Category, Vertical } from '@modavi/core';
import type { Db } from '../db/db.js';
import { queryKept } from '../db/query-kept.js';

interface CategoryRow {
  readonly id: string;
  readonly name: string;
  readonly name_en: string | null;
  readonly vertical: Vertical;
  readonly image: string | null;
}

export const CATEGORY_COLUMNS_SQL = 'c.id, c.name, c.name_en, c.vertical, c.image';

export const categoryJson = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  name_en: row.name_en,
  vertical: row.vertical,
  image: row.image,
});

/** Every category, kept in memory while the table is unchanged: each search suggestion reads them all. */
export async function categoryList(db: Db): Promise<Category[]> {
  const rows = await queryKept<CategoryRow>(db, ['categories'], `SELECT ${CATEGORY_COLUMNS_SQL} FROM categories c ORDER BY c.position, c.id`, []);
  return rows.map(categoryJson);
}
