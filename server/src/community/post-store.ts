import { randomBytes } from 'node:crypto';
import { PostSchema, profileNameShown, type FeedFilter, type Post, type PostDraft, type PostFeedPage, MEDIA_KIND } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';

/** A query over posts as `p` with their author as `u`. */
type PostTables = DB & { p: DB['community_posts']; u: DB['users'] };

/** A post with its author, tagged products (only listed ones), counts and the viewer's marks. */
const postColumns = (eb: ExpressionBuilder<PostTables, 'p' | 'u'>, viewerId: string | null) => {
  const count = sql<number>`count(*)::int`.as('n');
  const one = sql.lit(1).as('one');
  const viewerIs = (alias: 'l' | 'b') => sql<boolean>`${sql.ref(`${alias}.user_id`)} = ${viewerId}`;
  return [
    'p.id',
    sql<string>`${eb.ref('p.seq')}::text`.as('seq'),
    'p.author_id',
    'u.name as author_name',
    'u.avatar as author_avatar',
    'p.content',
    'p.images',
    'p.video',
    'p.hashtags',
    'p.tags',
    'p.body_shape',
    eb
      .selectFrom('products as pr')
      .select(
        sql<{ _id: string; name: string; image: string | null }[] | null>`json_agg(json_build_object('_id', pr.id, 'name', pr.name, 'image', pr.images->>0) ORDER BY array_position(${eb.ref('p.product_ids')}, pr.id))`.as(
          'products',
        ),
      )
      .where(sql<boolean>`pr.id = ANY(${eb.ref('p.product_ids')})`)
      .where('pr.listed', '=', true)
      .as('products'),
    eb.selectFrom('community_post_likes as l').select(count).whereRef('l.post_id', '=', 'p.id').as('like_count'),
    eb.selectFrom('community_comments as c').select(count).whereRef('c.post_id', '=', 'p.id').as('comment_count'),
    eb.selectFrom('community_post_bookmarks as b').select(count).whereRef('b.post_id', '=', 'p.id').as('bookmark_count'),
    eb.selectFrom('community_post_shares as s').select(count).whereRef('s.post_id', '=', 'p.id').as('share_count'),
    eb
      .exists(eb.selectFrom('community_post_likes as l').select(one).whereRef('l.post_id', '=', 'p.id').where(viewerIs('l')))
      .$castTo<boolean>()
      .as('liked'),
    eb
      .exists(eb.selectFrom('community_post_bookmarks as b').select(one).whereRef('b.post_id', '=', 'p.id').where(viewerIs('b')))
      .$castTo<boolean>()
      .as('bookmarked'),
    sql<boolean | null>`${eb.ref('p.author_id')} = ${viewerId}`.as('is_author'),
    epochMs(eb.ref('p.created_at')).as('created_ms'),
    epochMs(eb.ref('p.edited_at')).as('edited_ms'),
  ] as const;
};

/** Posts whose author's account lives, as `viewerId` sees them. */
const postsSelect = (db: Db, viewerId: string | null) =>
  typedDb(db)
    .selectFrom('community_posts as p')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'p.author_id').on('u.deleted_at', 'is', null))
    .select((eb) => postColumns(eb, viewerId));

type PostRow = Awaited<ReturnType<ReturnType<typeof postsSelect>['executeTakeFirstOrThrow']>>;

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
    like_count: row.like_count ?? 0,
    comment_count: row.comment_count ?? 0,
    bookmark_count: row.bookmark_count ?? 0,
    share_count: row.share_count ?? 0,
    liked: row.liked,
    bookmarked: row.bookmarked,
    is_author: row.is_author === true,
    created_at: Math.round(row.created_ms),
    edited_at: row.edited_ms === null ? null : Math.round(row.edited_ms),
  });

/** One post as `viewerId` sees it; null when there is none (or its author's account is gone). */
export async function postRead(db: Db, id: string, viewerId: string | null): Promise<Post | null> {
  const row = await postsSelect(db, viewerId).where('p.id', '=', id).executeTakeFirst();
  return row ? postJson(row) : null;
}

/** The post's author and its current images (the edit rule compares with them); null for no such post. */
export async function postOwner(db: Db, id: string): Promise<{ authorId: string; images: string[] } | null> {
  const row = await typedDb(db).selectFrom('community_posts').select(['author_id', 'images']).where('id', '=', id).executeTakeFirst();
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
  const { viewerId, cursor, hashtag, authorId } = query;
  const rows = await postsSelect(db, viewerId)
    .$if(cursor !== null, (qb) => qb.where('p.seq', '<', sql<number>`${cursor}::bigint`))
    .$if(hashtag !== null, (qb) => qb.where((eb) => sql<boolean>`${hashtag}::text = ANY(${eb.ref('p.hashtags')})`))
    .$if(authorId !== null, (qb) => qb.where('p.author_id', '=', authorId ?? ''))
    .$if(query.filter === 'following', (qb) =>
      qb.where('p.author_id', 'in', (eb) => eb.selectFrom('user_follows').select('followee_id').where(sql<boolean>`follower_id = ${viewerId}`)),
    )
    .$if(query.filter === 'bookmarks', (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('community_post_bookmarks as b')
            .select(sql.lit(1).as('one'))
            .whereRef('b.post_id', '=', 'p.id')
            .where(sql<boolean>`b.user_id = ${viewerId}`),
        ),
      ),
    )
    .orderBy('p.seq', 'desc')
    .limit(query.limit + 1)
    .execute();
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
  await typedDb(db)
    .insertInto('community_posts')
    .values({
      id,
      author_id: authorId,
      content: draft.content,
      images: JSON.stringify(images),
      video,
      hashtags: [...draft.hashtags],
      tags: [...draft.tags],
      product_ids: [...draft.product_ids],
      body_shape: draft.body_shape ?? null,
      created_at: msTime(now),
    })
    .execute();
  return id;
}

export async function postUpdate(db: Db, id: string, draft: PostDraft, now: number): Promise<void> {
  const { images, video } = mediaOf(draft);
  await typedDb(db)
    .updateTable('community_posts')
    .set({
      content: draft.content,
      images: JSON.stringify(images),
      video,
      hashtags: [...draft.hashtags],
      tags: [...draft.tags],
      product_ids: [...draft.product_ids],
      body_shape: draft.body_shape ?? null,
      edited_at: msTime(now),
    })
    .where('id', '=', id)
    .execute();
}

/** Likes or bookmarks a post (or takes it back); idempotent. */
export async function postMarkSet(db: Db, mark: 'like' | 'bookmark', postId: string, userId: string, on: boolean): Promise<void> {
  const table = mark === 'like' ? 'community_post_likes' : 'community_post_bookmarks';
  const typed = typedDb(db);
  if (on) {
    await typed
      .insertInto(table)
      .values({ post_id: postId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await typed.deleteFrom(table).where('post_id', '=', postId).where('user_id', '=', userId).execute();
  }
}

/** Counts a share of the post by `ownerId` (an account or a guest's session owner), once. */
export async function postShareNote(db: Db, postId: string, ownerId: string): Promise<void> {
  await typedDb(db)
    .insertInto('community_post_shares')
    .values({ post_id: postId, owner_id: ownerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
