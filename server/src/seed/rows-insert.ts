import type { Db } from '../db/db.js';

/** Column names and their SQL types, as jsonb_to_recordset reads them. */
export type Columns = readonly (readonly [name: string, type: string])[];

/**
 * Inserts many rows in one statement: the rows travel as one JSON array. Kept for the seeds
 * outside this folder not on the typed layer yet (community); the seed's own use insertBatches.
 */
export async function rowsInsert(db: Db, table: string, columns: Columns, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record})`, [
    JSON.stringify(rows),
  ]);
}

/** PostgreSQL binds at most this many parameters in one statement. */
export const PARAMETER_LIMIT = 65_535;

/**
 * `rows` cut in slices that each fit one multi-row INSERT (one parameter per column and row),
 * in their order, so `typed.insertInto(table).values(slice)` per slice inserts them as one would.
 * At most `largest` rows a slice when given. No rows, no slice (an INSERT needs a row).
 */
export function insertBatches<R extends object>(rows: readonly R[], largest = Number.POSITIVE_INFINITY): R[][] {
  const columns = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
  const size = Math.max(1, Math.min(largest, Math.floor(PARAMETER_LIMIT / columns)));
  const batches: R[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
