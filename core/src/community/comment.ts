import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { CommunityAuthorSchema } from './community-author.js';

/** Spec: a reply or a feedback holds at most 300 characters and one image. */
export const REPLY_CONTENT_MAX = 300;
export const REPLY_IMAGES_MAX = 1;

/**
 * A comment on a post, a reply to a comment (`parent_id` set) or a feedback on a shop: the
 * spec gives them one shape and one set of limits.
 */
export const CommentSchema = z.object({
  _id: IdSchema,
  /** The post or shop the comment belongs to. */
  target_id: IdSchema,
  parent_id: z.nullish(IdSchema),
  author: CommunityAuthorSchema,
  content: z._default(z.string(), ''),
  image: z.nullish(z.string()),
  reply_count: z._default(CountSchema, 0),
  created_at: EpochMsSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/** What the reply (or feedback) form sends. */
export const ReplyDraftSchema = z.object({
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
});
export type ReplyDraft = z.infer<typeof ReplyDraftSchema>;
