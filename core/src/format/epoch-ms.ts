import * as z from 'zod/mini';

/**
 * An instant as epoch milliseconds: how core carries every timestamp (created_at, sent_at),
 * so rules compare numbers and only the formatters turn them into text in Vietnam time.
 */
export const EpochMsSchema = z.number().check(z.int());
export type EpochMs = z.infer<typeof EpochMsSchema>;

/**
 * Durations in milliseconds, the unit of every time rule in core (deadlines, windows,
 * timeouts). A day is 24 hours: Vietnam has no daylight saving, so no day is longer.
 */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
