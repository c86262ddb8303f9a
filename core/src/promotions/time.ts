import * as z from 'zod/mini';

/**
 * An instant in epoch milliseconds. Campaign dates travel as numbers so that rules compare
 * them with `now` from the Clock port and never parse text. Internal to promotions (not in the
 * barrel): format/epoch-ms.ts is meant to be core's shared one, and this can switch to it.
 */
export const EpochMsSchema = z.number().check(z.int());

export const DAY_MS = 24 * 60 * 60 * 1000;
