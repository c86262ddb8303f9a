import { Hono } from 'hono';
import { communityNotify } from '../notifications/community-notify.js';
import { COMMENT_PAGE_SIZE, COMMUNITY_API_PATHS, commentValidate, type CommentDraft } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { optionalBody } from '../ordering/order-steps-http.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { communityBudgetSpend, communityError, communityValid, pageQuery, viewerOf } from './community-http.js';
import { postOwner } from './post-store.js';
import { commentInsert, commentOwner, commentPage, commentRead, commentUpdate, mentionsUnknown } from './comment-store.js';

const P = COMMUNITY_API_PATHS;
const postMissing = () => communityError(ERROR_CODES['POST.NOT_FOUND'], 'No such post.');
const commentMissing = () => communityError(ERROR_CODES['COMMENT.NOT_FOUND'], 'No such comment.');

/** A comment's image is the author's own upload; its mentions are live accounts. */
async function commentChecked(db: Db, authorId: string, draft: CommentDraft): Promise<CommentDraft> {
  if (draft.image !== null && (await uploadedImagesRefusal(db, [draft.image], authorId)) !== null) throw communityError(ERROR_CODES['REPLY.IMAGE_INVALID']);
  if ((await mentionsUnknown(db, draft.mentions)).length > 0) throw communityError(ERROR_CODES['MENTION.UNKNOWN']);
  return draft;
}

/**
 * Comments and replies on a post (spec 5: 300 characters, one image, no one mentioned twice;
 * core's commentValidate). Anyone reads; an account writes; only the author edits or deletes
 * (deleting a comment deletes its replies).
 */
export function commentRoutes(db: Db, clock: () => number = Date.now, trustedProxies: readonly string[] = []): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  const account = accountRequired(db);

  routes.get(routePattern(P.postComments), async (c) => {
    const postId = c.req.param('id');
    if (!(await postOwner(db, postId))) throw postMissing();
    const { cursor, limit } = pageQuery(c, COMMENT_PAGE_SIZE);
    return okJson(c, await commentPage(db, postId, await viewerOf(db, c), cursor, limit));
  });

  routes.post(routePattern(P.postComments), account, async (c) => {
    const postId = c.req.param('id');
    const authorId = c.get('user').id;
    if (!(await postOwner(db, postId))) throw postMissing();
    const body = await optionalBody(c);
    const draft = await commentChecked(db, authorId, communityValid(commentValidate(body)));
    // A reply to a reply joins its top comment's thread: one level of replies, as the page shows them.
    let parentId: string | null = null;
    let parentAuthorId: string | null = null;
    if (typeof body['parent_id'] === 'string' && body['parent_id'] !== '') {
      const parent = await commentOwner(db, body['parent_id']);
      if (!parent || parent.postId !== postId) throw commentMissing();
      parentId = parent.parentId ?? body['parent_id'];
      parentAuthorId = parent.authorId;
    }
    // New comments and the people they mention are spent from core's COMMUNITY_BUDGETS.
    const now = clock();
    await communityBudgetSpend(c, db, 'comment', authorId, 1, now, trustedProxies);
    await communityBudgetSpend(c, db, 'mention', authorId, draft.mentions.length, now, trustedProxies);
    const id = await commentInsert(db, postId, parentId, authorId, draft, now);
    const post = await postOwner(db, postId);
    if (post) await communityNotify(db, { actorId: authorId, event: 'comment', ownerId: post.authorId, parentAuthorId, mentioned: draft.mentions }, postId);
    return okJson(c, await commentRead(db, id, authorId), 201);
  });

  routes.put(routePattern(P.comment), account, async (c) => {
    const id = c.req.param('id');
    const userId = c.get('user').id;
    await ownComment(db, id, userId);
    const draft = await commentChecked(db, userId, communityValid(commentValidate(await optionalBody(c))));
    await commentUpdate(db, id, draft, clock());
    return okJson(c, await commentRead(db, id, userId));
  });

  routes.delete(routePattern(P.comment), account, async (c) => {
    await ownComment(db, c.req.param('id'), c.get('user').id);
    await typedDb(db).deleteFrom('community_comments').where('id', '=', c.req.param('id')).execute();
    return okJson(c, null);
  });
  return routes;
}

async function ownComment(db: Db, id: string, userId: string): Promise<void> {
  const owner = await commentOwner(db, id);
  if (!owner) throw commentMissing();
  if (owner.authorId !== userId) throw communityError(ERROR_CODES['COMMENT.NOT_AUTHOR'], 'Only the author may change a comment.');
}

