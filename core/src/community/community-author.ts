import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/** The person shown next to a post, comment or review. */
export const CommunityAuthorSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
});
export type CommunityAuthor = z.infer<typeof CommunityAuthorSchema>;
