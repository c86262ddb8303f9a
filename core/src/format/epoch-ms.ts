import * as z from 'zod/mini';

/**
 * An instant as epoch milliseconds: how core carries every timestamp (created_at, sent_at),
 * so rules compare numbers and only the formatters turn them into text in Vietnam time.
 */
export const EpochMsSchema = z.number().check(z.int());
export type EpochMs = z.infer<typeof EpochMsSchema>;
