import type { Db } from '../db/db.js';

/** Column names and their SQL types, as jsonb_to_recordset reads them. */
export type Columns = readonly (readonly [name: string, type: string])[];

/** Inserts many rows in one statement: the rows travel as one JSON array. */
export async function rowsInsert(db: Db, table: string, columns: Columns, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record})`, [
    JSON.stringify(rows),
  ]);
}

