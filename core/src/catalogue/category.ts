import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/** The two verticals of the marketplace. */
export const VerticalSchema = z.enum(['fashion', 'beauty']);
export type Vertical = z.infer<typeof VerticalSchema>;

export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  name_en: z.nullish(z.string()),
  vertical: VerticalSchema,
  image: z.nullish(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;
