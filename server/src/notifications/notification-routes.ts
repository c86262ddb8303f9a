import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { NOTIFICATION_API_PATHS, NOTIFICATION_COMMUNITY_PATHS, SELLER_NOTIFICATION_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { notificationRead, notificationsPage, notificationsReadAll, notificationsUnread, type Inbox } from './notification-store.js';
import { requestLocale } from '../http/request-locale.js';

const ReadSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Spec: a request names its language vi, ko or en; ko and en read the kr (English) wording. */
const localeOf = requestLocale;

/** `?before=`: the id of the oldest notification the caller has. */
const beforeOf = (c: Context): string | null => {
  const before = c.req.query('before')?.trim() ?? '';
  return before === '' || before.length > 64 ? null : before;
};

/** The four calls over one inbox: the list, the unread count, one read, all read. */
function inboxHandlers(db: Db, inboxOf: (c: Context<ApiEnv & ActorEnv>) => Inbox | null) {
  // A development actor token has no account, so no inbox: it reads an empty one.
  const owned = (c: Context<ApiEnv & ActorEnv>): Inbox => inboxOf(c) ?? { userId: '', side: 'seller' };
  return {
    list: async (c: Context<ApiEnv & ActorEnv>) => okJson(c, await notificationsPage(db, owned(c), beforeOf(c), localeOf(c))),
    unread: async (c: Context<ApiEnv & ActorEnv>) => okJson(c, await notificationsUnread(db, owned(c))),
    markRead: async (c: Context<ApiEnv & ActorEnv>) => {
      const { id } = await bodyParse(c, ReadSchema);
      if (!(await notificationRead(db, owned(c), id))) throw new ApiError(404, ERROR_CODES['NOTIFICATION.NOT_FOUND'], 'No such notification.');
      return okJson(c, { unread: await notificationsUnread(db, owned(c)) });
    },
    readAll: async (c: Context<ApiEnv & ActorEnv>) => {
      await notificationsReadAll(db, owned(c));
      return okJson(c, { unread: 0 });
    },
  };
}

/**
 * The caller's notifications (spec section 7): the commerce API's list, unread count and
 * mask-read calls, and the community API's get-all / mask-read / read-all over the same inbox.
 * The route table lets only an account's session in (a guest hears NOTIFICATION.LOGIN_REQUIRED);
 * every call reads and changes the caller's own notifications only. A seller reads the
 * notifications about their shop through the seller API's four calls (SELLER_NOTIFICATION_API_PATHS),
 * an inbox apart from the one they read as a buyer.
 */
export function notificationRoutes(db: Db): Hono<ApiEnv & ActorEnv> {
  const routes = new Hono<ApiEnv & ActorEnv>();
  const buyer = inboxHandlers(db, (c) => ({ userId: c.get('session').ownerId, side: 'buyer' }));
  routes.get(routePath(NOTIFICATION_API_PATHS.list), buyer.list);
  routes.get(routePath(NOTIFICATION_API_PATHS.unreadCount), buyer.unread);
  routes.put(routePath(NOTIFICATION_API_PATHS.markRead), buyer.markRead);
  routes.put(routePath(NOTIFICATION_API_PATHS.markReadAll), buyer.readAll);
  routes.get(routePath(NOTIFICATION_COMMUNITY_PATHS.getAll), buyer.list);
  routes.put(routePath(NOTIFICATION_COMMUNITY_PATHS.markRead), buyer.markRead);
  routes.put(routePath(NOTIFICATION_COMMUNITY_PATHS.readAll), buyer.readAll);

  const sellerActor = actorRequired(db, 'seller', ERROR_CODES['ORDER.ACTOR_NOT_ALLOWED']);
  const seller = inboxHandlers(db, (c) => {
    const userId = c.get('actor').userId;
    return userId ? { userId, side: 'seller' } : null;
  });
  const S = SELLER_NOTIFICATION_API_PATHS;
  routes.get(routePath(S.list), sellerActor, seller.list);
  routes.get(routePath(S.unreadCount), sellerActor, seller.unread);
  routes.put(routePath(S.markRead), sellerActor, seller.markRead);
  routes.put(routePath(S.markReadAll), sellerActor, seller.readAll);
  return routes;
}
