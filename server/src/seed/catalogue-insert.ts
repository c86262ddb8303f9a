import type { Db } from '../db/db.js';
import type { Catalogue } from './catalogue-rows.js';

export const INSERT_BATCH = 500;

/** Column name and SQL type, as jsonb_to_recordset needs them. */
type Columns = readonly (readonly [name: string, type: string])[];

const SHOP_COLUMNS: Columns = [
  ['id', 'text'], ['name', 'text'], ['avatar', 'text'], ['country', 'text'], ['rating', 'float8'], ['followers', 'integer'],
];
const CATEGORY_COLUMNS: Columns = [
  ['id', 'text'], ['slug', 'text'], ['name', 'text'], ['name_en', 'text'], ['vertical', 'text'], ['image', 'text'], ['position', 'integer'],
];
const PRODUCT_COLUMNS: Columns = [
  ['id', 'text'], ['shop_id', 'text'], ['category_id', 'text'], ['name', 'text'], ['description', 'text'], ['images', 'jsonb'],
  ['sale_price', 'integer'], ['sale_price_original', 'integer'], ['quantity', 'integer'], ['sold', 'integer'], ['rating', 'float8'],
  ['weight', 'integer'], ['length', 'integer'], ['width', 'integer'], ['height', 'integer'], ['preparation_time', 'integer'],
  ['return_period', 'integer'], ['return_conditions', 'jsonb'], ['classifications', 'jsonb'], ['hidden', 'boolean'], ['position', 'integer'],
];
const VARIANT_COLUMNS: Columns = [
  ['id', 'text'], ['product_id', 'text'], ['option_values', 'jsonb'], ['variant_name', 'text'], ['sale_price', 'integer'],
  ['sale_price_original', 'integer'], ['quantity', 'integer'], ['position', 'integer'],
];

/**
 * Inserts rows set-based: each batch travels as one jsonb parameter and is expanded by
 * jsonb_to_recordset, which is far faster on PGlite than thousands of bound parameters.
 */
async function insertRows(db: Db, table: string, columns: Columns, rows: readonly object[]): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record})`;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + INSERT_BATCH))]);
  }
}

export async function catalogueInsert(db: Db, catalogue: Catalogue): Promise<void> {
  await insertRows(db, 'shops', SHOP_COLUMNS, catalogue.shops);
  await insertRows(db, 'categories', CATEGORY_COLUMNS, catalogue.categories);
  await insertRows(db, 'products', PRODUCT_COLUMNS, catalogue.products);
  await insertRows(db, 'variants', VARIANT_COLUMNS, catalogue.variants);
}
