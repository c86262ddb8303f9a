import * as z from 'zod/mini';

/** A whole number of items: stock, quantities, counts. */
export const CountSchema = z.number().check(z.int(), z.nonnegative());
