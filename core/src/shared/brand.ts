import { z } from 'zod';

/** Mongo-style identifier as the commerce API sends it. Kept as a string: ids are opaque. */
export const IdSchema = z.string().min(1);
