import { Hono } from 'hono';
import { z } from 'zod';
import { CHAT_API_PATHS, CHAT_COMMUNITY_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath, routePattern } from '../http/route-path.js';
import { chatBeforeOf, chatRoomOfCaller, chatSearchOf } from './chat-http.js';
import { chatHide, chatMessagesPage, chatRead, chatRedDot, chatRoomOpen, chatRoomRead, chatRoomsList, chatSuggestions, chatUnread, type ChatOwner } from './chat-store.js';

const OpenSchema = z.object({ shop_id: z.string().trim().min(1).max(64) });

/**
 * The buyer's chat (spec section 7): `api/v1/mobile/chat` on the commerce API and the
 * `chat/...` calls at the community base address. The route table lets only an account's
 * session in (a guest hears CHAT.LOGIN_REQUIRED); every room call acts on the caller's own
 * rooms only (404 for any other).
 */
export function chatRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const buyer = (c: { get: (key: 'session') => { ownerId: string } }): ChatOwner => ({ side: 'buyer', ownerId: c.get('session').ownerId });

  routes.get(routePath(CHAT_API_PATHS.rooms), async (c) => okJson(c, await chatRoomsList(db, buyer(c), chatSearchOf(c))));
  routes.post(routePath(CHAT_API_PATHS.rooms), async (c) => {
    const { shop_id: shopId } = await bodyParse(c, OpenSchema);
    const userId = c.get('session').ownerId;
    const shop = await typedDb(db).selectFrom('shops').select('owner_user_id').where('id', '=', shopId).executeTakeFirst();
    if (!shop) throw new ApiError(404, ERROR_CODES['CHAT.SHOP_NOT_FOUND'], 'No such shop.');
    if (shop.owner_user_id === userId) throw new ApiError(400, ERROR_CODES['CHAT.OWN_SHOP'], 'A seller does not chat with its own shop.');
    const room = await chatRoomRead(db, buyer(c), await chatRoomOpen(db, userId, shopId));
    return okJson(c, room, 201);
  });
  routes.get(routePattern(CHAT_API_PATHS.roomMessages), async (c) => okJson(c, await chatMessagesPage(db, await chatRoomOfCaller(db, buyer(c), c), chatBeforeOf(c))));

  routes.get(routePath(CHAT_COMMUNITY_PATHS.suggest), async (c) => okJson(c, await chatSuggestions(db, c.get('session').ownerId)));
  routes.get(routePath(CHAT_COMMUNITY_PATHS.redDot), async (c) => okJson(c, await chatRedDot(db, buyer(c))));
  routes.post(routePath(CHAT_COMMUNITY_PATHS.readAll), async (c) => {
    await chatRead(db, buyer(c), null);
    return okJson(c, null);
  });
  routes.post(routePath(CHAT_COMMUNITY_PATHS.unreadAll), async (c) => {
    await chatUnread(db, buyer(c), null);
    return okJson(c, null);
  });
  routes.post(routePattern(CHAT_COMMUNITY_PATHS.hideRoom), async (c) => {
    await chatHide(db, buyer(c), await chatRoomOfCaller(db, buyer(c), c));
    return okJson(c, null);
  });
  routes.put(routePattern(CHAT_COMMUNITY_PATHS.unreadRoom), async (c) => {
    await chatUnread(db, buyer(c), await chatRoomOfCaller(db, buyer(c), c));
    return okJson(c, null);
  });
  routes.put(routePattern(CHAT_COMMUNITY_PATHS.readRoom), async (c) => {
    await chatRead(db, buyer(c), await chatRoomOfCaller(db, buyer(c), c));
    return okJson(c, null);
  });
  return routes;
}
