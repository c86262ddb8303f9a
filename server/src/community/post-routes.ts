import { Hono, type Context } from 'hono';
import { communityNotify } from '../notifications/community-notify.js';
import { COMMUNITY_API_PATHS, FeedFilterSchema, hashtagNormalize, postEditValidate, postValidate } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { FEED_TABLES } from '../db/db-changes.js';
import { responseCache } from '../http/response-cache.js';
import { routePath, routePattern } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { optionalBody } from '../ordering/order-steps-http.js';
import { communityBudgetSpend, communityError, communityValid, pageQuery, postDraftChecked, shareOwnerOf, viewerOf } from './community-http.js';
import { feedPage, postInsert, postMarkSet, postOwner, postRead, postShareNote, postUpdate } from './post-store.js';
import { sessionOnce } from '../checkout/request-facts.js';

const P = COMMUNITY_API_PATHS;
const postMissing = () => communityError(ERROR_CODES['POST.NOT_FOUND'], 'No such post.');

/**
 * The community's posts (spec 2, 3, 5). Anyone reads the feed, a post and a person's posts (a
 * guest sees no likes or bookmarks of their own); writing, liking and bookmarking need an
 * account; only the author edits or deletes. Every text goes through core's postValidate /
 * postEditValidate (300 characters, 5 images or 1 video, offensive words, one new image on edit).
 * New posts, their mentions and shares are spent from core's COMMUNITY_BUDGETS (per caller and
 * address; `trustedProxies` tells the address).
 */
export function postRoutes(db: Db, clock: () => number = Date.now, trustedProxies: readonly string[] = []): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  const account = accountRequired(db);
  // A guest's feed is everyone's; an account's marks its own likes and bookmarks.
  const cached = responseCache(db).serve(FEED_TABLES, async (c) => (await viewerOf(db, c)) === null);

  routes.get(routePath(P.posts), cached, async (c) => {
    const filter = FeedFilterSchema.safeParse(c.req.query('filter') || 'all');
    if (!filter.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'filter: all, following or bookmarks.');
    const tag = hashtagNormalize(c.req.query('hashtag') ?? '');
    const viewerId = await viewerOf(db, c);
    // A guest follows no one and keeps no bookmarks: those filters are empty, not refused.
    if (filter.data !== 'all' && viewerId === null) return okJson(c, { items: [], next_cursor: null });
    return okJson(c, await feedPage(db, { viewerId, filter: filter.data, hashtag: tag === '' ? null : tag, authorId: null, ...pageQuery(c) }));
  });

  routes.get(routePattern(P.userPosts), cached, async (c) => {
    const viewerId = await viewerOf(db, c);
    return okJson(c, await feedPage(db, { viewerId, filter: 'all', hashtag: null, authorId: c.req.param('id'), ...pageQuery(c) }));
  });

  routes.get(routePattern(P.post), async (c) => okJson(c, (await postRead(db, c.req.param('id'), await viewerOf(db, c))) ?? throwOf(postMissing())));

  routes.post(routePath(P.posts), account, async (c) => {
    const authorId = c.get('user').id;
    const draft = communityValid(postValidate(await optionalBody(c)));
    await postDraftChecked(db, authorId, draft);
    const now = clock();
    await communityBudgetSpend(c, db, 'post', authorId, 1, now, trustedProxies);
    await communityBudgetSpend(c, db, 'mention', authorId, draft.tags.length, now, trustedProxies);
    const id = await postInsert(db, authorId, draft, now);
    return okJson(c, await postRead(db, id, authorId), 201);
  });

  routes.put(routePattern(P.post), account, async (c) => {
    const userId = c.get('user').id;
    const owner = await ownPost(db, c.req.param('id'), userId);
    const draft = communityValid(postEditValidate(owner.images, await optionalBody(c)));
    await postDraftChecked(db, userId, draft);
    await postUpdate(db, c.req.param('id'), draft, clock());
    return okJson(c, await postRead(db, c.req.param('id'), userId));
  });

  routes.delete(routePattern(P.post), account, async (c) => {
    await ownPost(db, c.req.param('id'), c.get('user').id);
    await typedDb(db).deleteFrom('community_posts').where('id', '=', c.req.param('id')).execute();
    return okJson(c, null);
  });

  for (const [mark, build] of [['like', P.postLike], ['bookmark', P.postBookmark]] as const) {
    const handler = (on: boolean) => async (c: Context<AuthEnv>) => {
      const userId = c.get('user').id;
      const id = c.req.param('id') ?? '';
      if (!(await postRead(db, id, userId))) throw postMissing();
      await postMarkSet(db, mark, id, userId, on);
      const owner = mark === 'like' && on ? await postOwner(db, id) : null;
      if (owner) await communityNotify(db, { actorId: userId, event: 'like', ownerId: owner.authorId }, id);
      return okJson(c, await postRead(db, id, userId));
    };
    routes.post(routePattern(build), account, handler(true));
    routes.delete(routePattern(build), account, handler(false));
  }

  // Anyone may share (a guest copies the link too): counted once per account, a guest's once per place.
  routes.post(routePattern(P.postShare), sessionOnce(db), async (c) => {
    const session = c.get('session');
    const viewerId = session.kind === 'user' ? session.ownerId : null;
    const id = c.req.param('id');
    if (!(await postOwner(db, id))) throw postMissing();
    await communityBudgetSpend(c, db, 'share', session.ownerId, 1, clock(), trustedProxies);
    await postShareNote(db, id, shareOwnerOf(c, session, trustedProxies));
    return okJson(c, await postRead(db, id, viewerId));
  });
  return routes;
}

function throwOf(error: Error): never {
  throw error;
}

/** The post when `userId` wrote it: 404 when there is none, 403 when it is someone else's. */
async function ownPost(db: Db, id: string, userId: string): Promise<{ images: string[] }> {
  const owner = await postOwner(db, id);
  if (!owner) throw postMissing();
  if (owner.authorId !== userId) throw communityError(ERROR_CODES['POST.NOT_AUTHOR'], 'Only the author may change a post.');
  return owner;
}
