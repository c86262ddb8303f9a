import { Hono } from 'hono';
import { COMMUNITY_API_PATHS, profileNameShown, type CommunityAuthor } from '@modavi/core';
import type { Db } from '../db/db.js';
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
  const rows = await db.query<{ id: string; name: string; avatar: string | null }>(
    `SELECT u.id, u.name, u.avatar FROM (
       SELECT followee_id AS id, 0 AS rank, created_at FROM user_follows WHERE follower_id = $1
       UNION ALL SELECT author_id, 1, created_at FROM community_posts WHERE id = $2
       UNION ALL SELECT author_id, 1, created_at FROM community_comments WHERE post_id = $2
     ) c JOIN users u ON u.id = c.id AND u.deleted_at IS NULL
     WHERE c.id <> $1
     GROUP BY u.id, u.name, u.avatar ORDER BY min(c.rank), max(c.created_at) DESC, u.id LIMIT $3`,
    [userId, postId, MENTION_CANDIDATES_MAX],
  );
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
