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
