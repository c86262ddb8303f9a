import { VIETNAM_UTC_OFFSET_SQL } from '@modavi/core';
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * Issue 29: the time conversions the stores write in SQL, as typed fragments. The API speaks
 * epoch milliseconds; the database keeps timestamptz.
 */

/** A timestamp as epoch milliseconds (float8: the sub-millisecond part is the caller's to round). */
export const epochMs = <T extends Date | null>(time: Expression<T>): RawBuilder<T extends Date ? number : number | null> =>
  sql<T extends Date ? number : number | null>`(extract(epoch FROM ${time}) * 1000)::float8`;

/** Epoch milliseconds as a timestamp. */
export const msTime = (ms: number): RawBuilder<Date> => sql<Date>`to_timestamp(${ms}::float8 / 1000)`;

/** A timestamp as the ISO 8601 text (UTC, whole seconds) the API sends. */
export const isoTime = <T extends Date | null>(time: Expression<T>): RawBuilder<T extends Date ? string : string | null> =>
  sql<T extends Date ? string : string | null>`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The first instant of a Vietnam day (YYYY-MM-DD). */
export const vietnamDayStart = (day: string): RawBuilder<Date> => sql<Date>`${`${day} 00:00:00${VIETNAM_UTC_OFFSET_SQL}`}::timestamptz`;

/** The first instant after a Vietnam day (YYYY-MM-DD). */
export const vietnamDayEnd = (day: string): RawBuilder<Date> => sql<Date>`${`${day} 00:00:00${VIETNAM_UTC_OFFSET_SQL}`}::timestamptz + interval '1 day'`;
