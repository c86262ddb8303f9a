import { randomBytes } from 'node:crypto';
import { CommentThreadSchema, PostCommentSchema, profileNameShown, type CommentDraft, type CommentPage, type CommentThread, type PostComment } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { epochMs, msTime } from '../db/time-sql.js';

/** A comment with its author (live accounts only), the live people it mentions, and whether `viewerId` wrote it. */
const commentsSelect = (db: Db, viewerId: string | null) =>
  typedDb(db)
    .selectFrom('community_comments as c')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'c.author_id').on('u.deleted_at', 'is', null))
    .select((eb) => [
      'c.id',
      sql<string>`${eb.ref('c.seq')}::text`.as('seq'),
      'c.post_id',
      'c.parent_id',
      'c.author_id',
      'u.name as author_name',
      'u.avatar as author_avatar',
      'c.content',
      'c.image',
      sql<boolean | null>`${eb.ref('c.author_id')} = ${viewerId}`.as('is_author'),
      eb
        .selectFrom('users as m')
        .select(
          sql<{ _id: string; name: string; avatar: string | null }[] | null>`json_agg(json_build_object('_id', m.id, 'name', m.name, 'avatar', m.avatar) ORDER BY array_position(${eb.ref('c.mentions')}, m.id))`.as(
            'mentions',
          ),
        )
        .where(sql<boolean>`m.id = ANY(${eb.ref('c.mentions')})`)
        .where('m.deleted_at', 'is', null)
        .as('mentions'),
      epochMs(eb.ref('c.created_at')).as('created_ms'),
      epochMs(eb.ref('c.edited_at')).as('edited_ms'),
    ]);

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsSelect>['executeTakeFirstOrThrow']>>;

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
  const row = await commentsSelect(db, viewerId).where('c.id', '=', id).executeTakeFirst();
  return row ? commentJson(row, viewerId) : null;
}

/** The comment's author, post and parent; null for no such comment. */
export async function commentOwner(db: Db, id: string): Promise<{ authorId: string; postId: string; parentId: string | null } | null> {
  const row = await typedDb(db).selectFrom('community_comments').select(['author_id', 'post_id', 'parent_id']).where('id', '=', id).executeTakeFirst();
  return row ? { authorId: row.author_id, postId: row.post_id, parentId: row.parent_id } : null;
}

/** Top-level comments after the cursor, oldest first, each with all its replies (oldest first). */
export async function commentPage(db: Db, postId: string, viewerId: string | null, cursor: string | null, limit: number): Promise<CommentPage> {
  const tops = await commentsSelect(db, viewerId)
    .where('c.post_id', '=', postId)
    .where('c.parent_id', 'is', null)
    .$if(cursor !== null, (qb) => qb.where('c.seq', '>', sql<number>`${cursor}::bigint`))
    .orderBy('c.seq')
    .limit(limit + 1)
    .execute();
  const page = tops.slice(0, limit);
  const replies =
    page.length === 0
      ? []
      : await commentsSelect(db, viewerId)
          .where(
            'c.parent_id',
            'in',
            page.map((row) => row.id),
          )
          .orderBy('c.seq')
          .execute();
  const counted = await typedDb(db)
    .selectFrom('community_comments')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('post_id', '=', postId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
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
  const rows = await typedDb(db).selectFrom('users').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function commentInsert(db: Db, postId: string, parentId: string | null, authorId: string, draft: CommentDraft, now: number): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await typedDb(db)
    .insertInto('community_comments')
    .values({
      id,
      post_id: postId,
      parent_id: parentId,
      author_id: authorId,
      content: draft.content,
      image: draft.image,
      mentions: [...draft.mentions],
      created_at: msTime(now),
    })
    .execute();
  return id;
}

export async function commentUpdate(db: Db, id: string, draft: CommentDraft, now: number): Promise<void> {
  await typedDb(db)
    .updateTable('community_comments')
    .set({ content: draft.content, image: draft.image, mentions: [...draft.mentions], edited_at: msTime(now) })
    .where('id', '=', id)
    .execute();
}
