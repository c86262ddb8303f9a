import { randomBytes } from 'node:crypto';
import { CommentThreadSchema, PostCommentSchema, profileNameShown, type CommentDraft, type CommentPage, type CommentThread, type PostComment } from '@modavi/core';
import type { Db } from '../db/db.js';

interface CommentRow {
  id: string;
  seq: string;
  post_id: string;
  parent_id: string | null;
  author_id: string;
  author_name: string;
  author_avatar: string | null;
  content: string;
  image: string | null;
  mentions: { _id: string; name: string; avatar: string | null }[] | null;
  is_author: boolean | null;
  created_ms: number;
  edited_ms: number | null;
}

const COMMENT_SELECT = `SELECT c.id, c.seq::text AS seq, c.post_id, c.parent_id, c.author_id, u.name AS author_name, u.avatar AS author_avatar,
  c.content, c.image, c.author_id = $1 AS is_author,
  (SELECT json_agg(json_build_object('_id', m.id, 'name', m.name, 'avatar', m.avatar) ORDER BY array_position(c.mentions, m.id))
     FROM users m WHERE m.id = ANY(c.mentions) AND m.deleted_at IS NULL) AS mentions,
  (extract(epoch FROM c.created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM c.edited_at) * 1000)::float8 AS edited_ms
  FROM community_comments c JOIN users u ON u.id = c.author_id AND u.deleted_at IS NULL`;

/** Names as walls show them (core's profileNameShown): the viewer's own in full, anyone else's masked. */
const commentJson = (row: CommentRow, viewerId: string | null): PostComment =>
  PostCommentSchema.parse({
    _id: row.id,
    post_id: row.post_id,
    parent_id: row.parent_id,
    author: { _id: row.author_id, name: profileNameShown(row.author_name, row.author_id === viewerId), avatar: row.author_avatar },
    content: row.content,
    image: row.image,
    mentions: (row.mentions ?? []).map((person) => ({ ...person, name: profileNameShown(person.name, person._id === viewerId) })),
    is_author: row.is_author === true,
    created_at: Math.round(row.created_ms),
    edited_at: row.edited_ms === null ? null : Math.round(row.edited_ms),
  });

export async function commentRead(db: Db, id: string, viewerId: string | null): Promise<PostComment | null> {
  const [row] = await db.query<CommentRow>(`${COMMENT_SELECT} WHERE c.id = $2`, [viewerId, id]);
  return row ? commentJson(row, viewerId) : null;
}

/** The comment's author, post and parent; null for no such comment. */
export async function commentOwner(db: Db, id: string): Promise<{ authorId: string; postId: string; parentId: string | null } | null> {
  const [row] = await db.query<{ author_id: string; post_id: string; parent_id: string | null }>(
    'SELECT author_id, post_id, parent_id FROM community_comments WHERE id = $1',
    [id],
  );
  return row ? { authorId: row.author_id, postId: row.post_id, parentId: row.parent_id } : null;
}

/** Top-level comments after the cursor, oldest first, each with all its replies (oldest first). */
export async function commentPage(db: Db, postId: string, viewerId: string | null, cursor: string | null, limit: number): Promise<CommentPage> {
  const tops = await db.query<CommentRow>(
    `${COMMENT_SELECT} WHERE c.post_id = $2 AND c.parent_id IS NULL AND ($3::bigint IS NULL OR c.seq > $3::bigint) ORDER BY c.seq LIMIT $4`,
    [viewerId, postId, cursor, limit + 1],
  );
  const page = tops.slice(0, limit);
  const replies = page.length === 0 ? [] : await db.query<CommentRow>(`${COMMENT_SELECT} WHERE c.parent_id = ANY($2::text[]) ORDER BY c.seq`, [viewerId, page.map((row) => row.id)]);
  const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM community_comments WHERE post_id = $1 AND parent_id IS NULL', [postId]);
  const items: CommentThread[] = page.map((row) => {
    const own = replies.filter((reply) => reply.parent_id === row.id).map((reply) => commentJson(reply, viewerId));
    return CommentThreadSchema.parse({ ...commentJson(row, viewerId), replies: own, reply_count: own.length });
  });
  const last = page.at(-1);
  return { items, next_cursor: tops.length > limit && last ? last.seq : null, total: counted?.total ?? 0 };
}

/** Mentioned ids that are not live accounts. */
export async function mentionsUnknown(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[]) AND deleted_at IS NULL', [[...ids]]);
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function commentInsert(db: Db, postId: string, parentId: string | null, authorId: string, draft: CommentDraft, now: number): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db.query(
    `INSERT INTO community_comments (id, post_id, parent_id, author_id, content, image, mentions, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8::float8 / 1000))`,
    [id, postId, parentId, authorId, draft.content, draft.image, [...draft.mentions], now],
  );
  return id;
}

export async function commentUpdate(db: Db, id: string, draft: CommentDraft, now: number): Promise<void> {
  await db.query('UPDATE community_comments SET content = $2, image = $3, mentions = $4, edited_at = to_timestamp($5::float8 / 1000) WHERE id = $1', [
    id,
    draft.content,
    draft.image,
    [...draft.mentions],
    now,
  ]);
}
