import { Hono } from 'hono';
import { COMMUNITY_API_PATHS, profileNameShown, type CommunityAuthor } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';

/** Spec silent: how many people the "@" list is chosen from (the app filters them as one types). */
export const MENTION_CANDIDATES_MAX = 200;

/**
 * Whom `userId` may mention (issue 25.9): the people it follows (latest follow first), then
 * those who took part in the post (its author and commenters, latest first); live accounts
 * only, never the caller. The app filters this list as the name is typed after "@".
 */
export async function mentionCandidates(db: Db, userId: string, postId: string | null): Promise<CommunityAuthor[]> {
  const typed = typedDb(db);
  // A null post matches no post and no comment: only the follows count then.
  const candidates = typed
    .selectFrom('user_follows')
    .select(['followee_id as id', sql<number>`0`.as('rank'), 'created_at'])
    .where('follower_id', '=', userId)
    .unionAll(typed.selectFrom('community_posts').select(['author_id as id', sql<number>`1`.as('rank'), 'created_at']).where(sql<boolean>`id = ${postId}`))
    .unionAll(
      typed.selectFrom('community_comments').select(['author_id as id', sql<number>`1`.as('rank'), 'created_at']).where(sql<boolean>`post_id = ${postId}`),
    );
  const rows = await typed
    .selectFrom(candidates.as('c'))
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'c.id').on('u.deleted_at', 'is', null))
    .select(['u.id', 'u.name', 'u.avatar'])
    .where('c.id', '<>', userId)
    .groupBy(['u.id', 'u.name', 'u.avatar'])
    .orderBy((eb) => eb.fn.min('c.rank'))
    .orderBy((eb) => eb.fn.max('c.created_at'), 'desc')
    .orderBy('u.id')
    .limit(MENTION_CANDIDATES_MAX)
    .execute();
  return rows.map((row) => ({ _id: row.id, name: profileNameShown(row.name, false), avatar: row.avatar }));
}

/** GET the caller's mention candidates, `?post_id=` for a comment on that post. */
export function mentionRoutes(db: Db): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.get(routePath(COMMUNITY_API_PATHS.mentionCandidates), accountRequired(db), async (c) => {
    const postId = c.req.query('post_id')?.slice(0, 200) || null;
    return okJson(c, await mentionCandidates(db, c.get('user').id, postId));
  });
  return routes;
}
