import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { CommunityAuthorSchema } from './community-author.js';
import { MediaSchema } from './community-kinds.js';

/** Spec section 9: a post holds at most 300 characters, 5 images or 1 video. */
export const POST_CONTENT_MAX = 300;
export const POST_IMAGES_MAX = 5;
export const POST_VIDEOS_MAX = 1;
/** Spec silent on how many products a post may tag: a few chips under the post, as many as its images. */
export const POST_PRODUCTS_MAX = 5;
/** Spec silent on the body shape's length: a short free label ("quả lê", "pear"). */
export const POST_BODY_SHAPE_MAX = 40;

/** A catalogue product tagged in a post, as its chip shows it. */
export const TaggedProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.nullish(z.string()),
});
export type TaggedProduct = z.infer<typeof TaggedProductSchema>;

/** A community post as the feed shows it (spec section 3). */
export const PostSchema = z.object({
  _id: IdSchema,
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
  video: z.nullish(z.string()),
  hashtags: z._default(z.array(z.string()), []),
  /** Ids of the people tagged (mentioned) in the post. */
  tags: z._default(z.array(IdSchema), []),
  /** The body shape the post speaks to (free label chosen by the author). */
  body_shape: z.nullish(z.string()),
  author: CommunityAuthorSchema,
  /** Products of the catalogue the post shows (optional; up to POST_PRODUCTS_MAX). */
  products: z._default(z.array(TaggedProductSchema), []),
  like_count: z._default(CountSchema, 0),
  comment_count: z._default(CountSchema, 0),
  share_count: z._default(CountSchema, 0),
  bookmark_count: z._default(CountSchema, 0),
  /** The viewer's own marks; false for a guest. */
  liked: z._default(z.boolean(), false),
  bookmarked: z._default(z.boolean(), false),
  /** The viewer wrote it (may edit and delete); false for a guest. */
  is_author: z._default(z.boolean(), false),
  created_at: EpochMsSchema,
  edited_at: z.nullish(EpochMsSchema),
});
export type Post = z.infer<typeof PostSchema>;

/**
 * What the post form sends: the text and the picked media, each with its kind, so the rule
 * "5 images or 1 video, not both" can be checked before upload.
 */
export const PostDraftSchema = z.object({
  content: z._default(z.string(), ''),
  media: z._default(z.array(MediaSchema), []),
  hashtags: z._default(z.array(z.string()), []),
  tags: z._default(z.array(IdSchema), []),
  body_shape: z.nullish(z.string()),
  /** Catalogue products tagged in the post. */
  product_ids: z._default(z.array(IdSchema), []),
});
export type PostDraft = z.infer<typeof PostDraftSchema>;
