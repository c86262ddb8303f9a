import { randomBytes } from 'node:crypto';
import { PostSchema, profileNameShown, type FeedFilter, type Post, type PostDraft, type PostFeedPage, MEDIA_KIND } from '@modavi/core';
import type { Db } from '../db/db.js';

interface PostRow {
  id: string;
  seq: string;
  author_id: string;
  author_name: string;
  author_avatar: string | null;
  content: string;
  images: string[];
  video: string | null;
  hashtags: string[];
  tags: string[];
  body_shape: string | null;
  products: { _id: string; name: string; image: string | null }[] | null;
  like_count: number;
  comment_count: number;
  bookmark_count: number;
  share_count: number;
  liked: boolean;
  bookmarked: boolean;
  is_author: boolean;
  created_ms: number;
  edited_ms: number | null;
}

/** A post with its author, tagged products (only listed ones), counts and the viewer's ($1) marks. */
const POST_SELECT = `SELECT p.id, p.seq::text AS seq, p.author_id, u.name AS author_name, u.avatar AS author_avatar,
  p.content, p.images, p.video, p.hashtags, p.tags, p.body_shape,
  (SELECT json_agg(json_build_object('_id', pr.id, 'name', pr.name, 'image', pr.images->>0) ORDER BY array_position(p.product_ids, pr.id))
     FROM products pr WHERE pr.id = ANY(p.product_ids) AND pr.listed) AS products,
  (SELECT count(*)::int FROM community_post_likes l WHERE l.post_id = p.id) AS like_count,
  (SELECT count(*)::int FROM community_comments c WHERE c.post_id = p.id) AS comment_count,
  (SELECT count(*)::int FROM community_post_bookmarks b WHERE b.post_id = p.id) AS bookmark_count,
  (SELECT count(*)::int FROM community_post_shares s WHERE s.post_id = p.id) AS share_count,
  EXISTS (SELECT 1 FROM community_post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked,
  EXISTS (SELECT 1 FROM community_post_bookmarks b WHERE b.post_id = p.id AND b.user_id = $1) AS bookmarked,
  p.author_id = $1 AS is_author,
  (extract(epoch FROM p.created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM p.edited_at) * 1000)::float8 AS edited_ms
  FROM community_posts p JOIN users u ON u.id = p.author_id AND u.deleted_at IS NULL`;

const postJson = (row: PostRow): Post =>
  PostSchema.parse({
    _id: row.id,
    content: row.content,
    images: row.images,
    video: row.video,
    hashtags: row.hashtags,
    tags: row.tags,
    body_shape: row.body_shape,
    // Names as walls show them (core's profileNameShown): one's own in full, anyone else's masked.
    author: { _id: row.author_id, name: profileNameShown(row.author_name, row.is_author === true), avatar: row.author_avatar },
    products: row.products ?? [],
    like_count: row.like_count,
    comment_count: row.comment_count,
    bookmark_count: row.bookmark_count,
    share_count: row.share_count,
    liked: row.liked,
    bookmarked: row.bookmarked,
    is_author: row.is_author === true,
    created_at: Math.round(row.created_ms),
    edited_at: row.edited_ms === null ? null : Math.round(row.edited_ms),
  });

/** One post as `viewerId` sees it; null when there is none (or its author's account is gone). */
export async function postRead(db: Db, id: string, viewerId: string | null): Promise<Post | null> {
  const [row] = await db.query<PostRow>(`${POST_SELECT} WHERE p.id = $2`, [viewerId, id]);
  return row ? postJson(row) : null;
}

/** The post's author and its current images (the edit rule compares with them); null for no such post. */
export async function postOwner(db: Db, id: string): Promise<{ authorId: string; images: string[] } | null> {
  const [row] = await db.query<{ author_id: string; images: string[] }>('SELECT author_id, images FROM community_posts WHERE id = $1', [id]);
  return row ? { authorId: row.author_id, images: row.images } : null;
}

export interface FeedPageQuery {
  readonly viewerId: string | null;
  readonly filter: FeedFilter;
  readonly hashtag: string | null;
  readonly authorId: string | null;
  readonly cursor: string | null;
  readonly limit: number;
}

/**
 * A page of posts, newest first, below the cursor (a post's seq). `following`: the authors the
 * viewer follows; `bookmarks`: the viewer's bookmarks (newest post first, like the feed).
 */
export async function feedPage(db: Db, query: FeedPageQuery): Promise<PostFeedPage> {
  // Every parameter is named whatever the filter: PostgreSQL cannot type one it never sees.
  const where = ['($3::bigint IS NULL OR p.seq < $3::bigint)', '($4::text IS NULL OR $4::text = ANY(p.hashtags))', '($5::text IS NULL OR p.author_id = $5::text)'];
  if (query.filter === 'following') where.push('p.author_id IN (SELECT followee_id FROM user_follows WHERE follower_id = $1)');
  if (query.filter === 'bookmarks') where.push('EXISTS (SELECT 1 FROM community_post_bookmarks b WHERE b.post_id = p.id AND b.user_id = $1)');
  const rows = await db.query<PostRow>(`${POST_SELECT} WHERE ${where.join(' AND ')} ORDER BY p.seq DESC LIMIT $2`, [
    query.viewerId,
    query.limit + 1,
    query.cursor,
    query.hashtag,
    query.authorId,
  ]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items: items.map(postJson), next_cursor: rows.length > query.limit && last ? last.seq : null };
}

const mediaOf = (draft: PostDraft) => ({
  images: draft.media.filter((item) => item.kind === MEDIA_KIND.image).map((item) => item.url),
  video: draft.media.find((item) => item.kind === MEDIA_KIND.video)?.url ?? null,
});

export async function postInsert(db: Db, authorId: string, draft: PostDraft, now: number): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const { images, video } = mediaOf(draft);
  await db.query(
    `INSERT INTO community_posts (id, author_id, content, images, video, hashtags, tags, product_ids, body_shape, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, to_timestamp($10::float8 / 1000))`,
    [id, authorId, draft.content, JSON.stringify(images), video, draft.hashtags, draft.tags, draft.product_ids, draft.body_shape ?? null, now],
  );
  return id;
}

export async function postUpdate(db: Db, id: string, draft: PostDraft, now: number): Promise<void> {
  const { images, video } = mediaOf(draft);
  await db.query(
    `UPDATE community_posts SET content = $2, images = $3::jsonb, video = $4, hashtags = $5, tags = $6, product_ids = $7, body_shape = $8,
       edited_at = to_timestamp($9::float8 / 1000) WHERE id = $1`,
    [id, draft.content, JSON.stringify(images), video, draft.hashtags, draft.tags, draft.product_ids, draft.body_shape ?? null, now],
  );
}

/** Likes or bookmarks a post (or takes it back); idempotent. */
export async function postMarkSet(db: Db, mark: 'like' | 'bookmark', postId: string, userId: string, on: boolean): Promise<void> {
  const table = mark === 'like' ? 'community_post_likes' : 'community_post_bookmarks';
  await db.query(
    on ? `INSERT INTO ${table} (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING` : `DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2`,
    [postId, userId],
  );
}

/** Counts a share of the post by `ownerId` (an account or a guest's session owner), once. */
export async function postShareNote(db: Db, postId: string, ownerId: string): Promise<void> {
  await db.query('INSERT INTO community_post_shares (post_id, owner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [postId, ownerId]);
}
