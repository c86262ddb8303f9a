import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { CommunityAuthorSchema } from './community-author.js';
import { PostSchema } from './post.js';
import { hashtagNormalize, HASHTAG_LENGTH_MAX } from './hashtags.js';

/** Spec silent on the feed's page: ten posts, about two phone screens of cards. */
export const COMMUNITY_FEED_PAGE_SIZE = 10;
/** The most a client may ask for in one page. */
export const COMMUNITY_FEED_PAGE_MAX = 30;
/** Spec silent on a post's comments page: twenty top-level comments, each with all its replies. */
export const COMMENT_PAGE_SIZE = 20;

/**
 * The feed's filters: everyone's posts ("Dành cho bạn"), those of people the viewer follows
 * ("Đang theo dõi"), and the viewer's bookmarks (spec: bookmarks).
 */
export const FEED_FILTERS = ['all', 'following', 'bookmarks'] as const;
export const FeedFilterSchema = z.enum(FEED_FILTERS);
export type FeedFilter = z.infer<typeof FeedFilterSchema>;

/** One page of posts, newest first; `next_cursor` asks for the next, null at the end. */
export const PostFeedPageSchema = z.object({
  items: z.array(PostSchema),
  next_cursor: z.nullable(z.string()),
});
export type PostFeedPage = z.infer<typeof PostFeedPageSchema>;

export interface FeedQuery {
  readonly filter: FeedFilter;
  readonly hashtag: string | null;
  readonly cursor: string | null;
}

/** What a feed's address says (`?tab=following|bookmarks&tag=ootd`), read leniently: anything unknown is the default. */
export function feedSearchRead(search: Readonly<Record<string, unknown>>): { readonly tab: FeedFilter; readonly tag: string | null } {
  const parsed = FeedFilterSchema.safeParse(search['tab']);
  const tab = parsed.success ? parsed.data : 'all';
  const raw = typeof search['tag'] === 'string' ? hashtagNormalize(search['tag'].slice(0, HASHTAG_LENGTH_MAX + 1)) : '';
  return { tab, tag: raw === '' ? null : raw };
}

/** A comment or reply as the post page shows it, with the people it mentions. */
export const PostCommentSchema = z.object({
  _id: IdSchema,
  post_id: IdSchema,
  parent_id: z.nullish(IdSchema),
  author: CommunityAuthorSchema,
  content: z._default(z.string(), ''),
  image: z.nullish(z.string()),
  mentions: z._default(z.array(CommunityAuthorSchema), []),
  /** The viewer wrote it (may edit and delete); false for a guest. */
  is_author: z._default(z.boolean(), false),
  created_at: EpochMsSchema,
  edited_at: z.nullish(EpochMsSchema),
});
export type PostComment = z.infer<typeof PostCommentSchema>;

/** A top-level comment with its replies (oldest first: a conversation reads down). */
export const CommentThreadSchema = z.extend(PostCommentSchema, {
  replies: z._default(z.array(PostCommentSchema), []),
  reply_count: z._default(CountSchema, 0),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const CommentPageSchema = z.object({
  items: z.array(CommentThreadSchema),
  next_cursor: z.nullable(z.string()),
  total: CountSchema,
});
export type CommentPage = z.infer<typeof CommentPageSchema>;
