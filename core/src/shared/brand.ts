import * as z from 'zod/mini';

/** Mongo-style identifier as the commerce API sends it. Kept as a string: ids are opaque. */
export const IdSchema = z.string().check(z.minLength(1));
