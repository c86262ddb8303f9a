import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { API_HEADERS, NOTIFICATION_API_PATHS, NOTIFICATION_COMMUNITY_PATHS, type Locale } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import { notificationRead, notificationsPage, notificationsReadAll, notificationsUnread } from './notification-store.js';

const ReadSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Spec: a request names its language vi, ko or en; ko and en read the kr (English) wording. */
const localeOf = (c: Context): Locale => (['en', 'ko'].includes(c.req.header(API_HEADERS.language) ?? '') ? 'kr' : 'vi');

/** `?before=`: the id of the oldest notification the caller has. */
const beforeOf = (c: Context): string | null => {
  const before = c.req.query('before')?.trim() ?? '';
  return before === '' || before.length > 64 ? null : before;
};

/**
 * The caller's notifications (spec section 7): the commerce API's list, unread count and
 * mask-read calls, and the community API's get-all / mask-read / read-all over the same inbox.
 * The route table lets only an account's session in (a guest hears NOTIFICATION.LOGIN_REQUIRED);
 * every call reads and changes the caller's own notifications only.
 */
export function notificationRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const userOf = (c: Context<ApiEnv>) => c.get('session').ownerId;
  const list = async (c: Context<ApiEnv>) => okJson(c, await notificationsPage(db, userOf(c), beforeOf(c), localeOf(c)));
  const markRead = async (c: Context<ApiEnv>) => {
    const { id } = await bodyParse(c, ReadSchema);
    if (!(await notificationRead(db, userOf(c), id))) throw new ApiError(404, ERROR_CODES['NOTIFICATION.NOT_FOUND'], 'No such notification.');
    return okJson(c, { unread: await notificationsUnread(db, userOf(c)) });
  };
  const readAll = async (c: Context<ApiEnv>) => {
    await notificationsReadAll(db, userOf(c));
    return okJson(c, { unread: 0 });
  };

  routes.get(routePath(NOTIFICATION_API_PATHS.list), list);
  routes.get(routePath(NOTIFICATION_API_PATHS.unreadCount), async (c) => okJson(c, await notificationsUnread(db, userOf(c))));
  routes.put(routePath(NOTIFICATION_API_PATHS.markRead), markRead);
  routes.put(routePath(NOTIFICATION_API_PATHS.markReadAll), readAll);
  routes.get(routePath(NOTIFICATION_COMMUNITY_PATHS.getAll), list);
  routes.put(routePath(NOTIFICATION_COMMUNITY_PATHS.markRead), markRead);
  routes.put(routePath(NOTIFICATION_COMMUNITY_PATHS.readAll), readAll);
  return routes;
}
