import { z } from 'zod';
import { IdSchema } from '../shared/brand.js';

/** The two verticals of the marketplace. */
export const VerticalSchema = z.enum(['fashion', 'beauty']);
export type Vertical = z.infer<typeof VerticalSchema>;

export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  name_en: z.string().nullish(),
  vertical: VerticalSchema,
  image: z.string().nullish(),
});
export type Category = z.infer<typeof CategorySchema>;
