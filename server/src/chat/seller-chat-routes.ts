import { Hono } from 'hono';
import { ADMIN_CHAT_PATHS, SELLER_CHAT_PATHS, chatRoomParties } from '@modavi/core';
import type { Context } from 'hono';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { actorShopId } from '../seller-shop/seller-shop-http.js';
import { chatBeforeOf, chatRoomOfCaller, chatSearchOf } from './chat-http.js';
import { chatBuyerOrders, chatHide, chatMessagesPage, chatRead, chatRedDot, chatRoomRead, chatRoomsList, chatUnread, type ChatOwner } from './chat-store.js';

/**
 * The seller's chat (tro-chuyen): a seller account that owns a shop (actorRequired) reads and
 * marks its own shop's rooms only; no shop id is in any path, and a room of another shop is
 * 404 like one that does not exist. Sending is the socket's (it stores, then broadcasts).
 */
export function sellerChatRoutes(db: Db): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['CHAT.NOT_ALLOWED']);
  const paths = [
    routePath(SELLER_CHAT_PATHS.rooms),
    routePath(SELLER_CHAT_PATHS.redDot),
    routePath(SELLER_CHAT_PATHS.readAll),
    routePath(SELLER_CHAT_PATHS.unreadAll),
    ...[SELLER_CHAT_PATHS.roomMessages, SELLER_CHAT_PATHS.roomOrders, SELLER_CHAT_PATHS.hideRoom, SELLER_CHAT_PATHS.unreadRoom, SELLER_CHAT_PATHS.readRoom].map(routePattern),
  ];
  for (const path of paths) routes.use(path, seller);
  const shop = (c: Context<ActorEnv>): ChatOwner => ({ side: 'seller', ownerId: actorShopId(c) });
  const room = (c: Context<ActorEnv>) => chatRoomOfCaller(db, shop(c), c);

  routes.get(routePath(SELLER_CHAT_PATHS.rooms), async (c) => okJson(c, await chatRoomsList(db, shop(c), chatSearchOf(c))));
  routes.get(routePath(SELLER_CHAT_PATHS.redDot), async (c) => okJson(c, await chatRedDot(db, shop(c))));
  routes.post(routePath(SELLER_CHAT_PATHS.readAll), async (c) => {
    await chatRead(db, shop(c), null);
    return okJson(c, null);
  });
  routes.post(routePath(SELLER_CHAT_PATHS.unreadAll), async (c) => {
    await chatUnread(db, shop(c), null);
    return okJson(c, null);
  });
  routes.get(routePattern(SELLER_CHAT_PATHS.roomMessages), async (c) => okJson(c, await chatMessagesPage(db, await room(c), chatBeforeOf(c))));
  routes.get(routePattern(SELLER_CHAT_PATHS.roomOrders), async (c) => {
    const roomId = await room(c);
    return okJson(c, await chatBuyerOrders(db, actorShopId(c), chatRoomParties(roomId)?.buyerId ?? ''));
  });
  routes.post(routePattern(SELLER_CHAT_PATHS.hideRoom), async (c) => {
    await chatHide(db, shop(c), await room(c));
    return okJson(c, null);
  });
  routes.put(routePattern(SELLER_CHAT_PATHS.unreadRoom), async (c) => {
    await chatUnread(db, shop(c), await room(c));
    return okJson(c, null);
  });
  routes.put(routePattern(SELLER_CHAT_PATHS.readRoom), async (c) => {
    await chatRead(db, shop(c), await room(c));
    return okJson(c, null);
  });
  return routes;
}

/**
 * The platform's read of a room (`GET api/v1/cms-admin/chat/{id}`): an admin sees the room as its
 * shop does (without marking anything read) and a page of its messages; nobody else may.
 */
export function adminChatRoutes(db: Db): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const path = routePattern(ADMIN_CHAT_PATHS.room);
  routes.use(path, actorRequired(db, 'admin', ERROR_CODES['CHAT.NOT_ALLOWED']));
  routes.get(path, async (c) => {
    const roomId = c.req.param('id');
    const parties = chatRoomParties(roomId);
    const room = parties ? await chatRoomRead(db, { side: 'seller', ownerId: parties.shopId }, roomId) : null;
    if (!room) throw new ApiError(404, ERROR_CODES['CHAT.ROOM_NOT_FOUND'], 'No such chat room.');
    return okJson(c, { room, messages: await chatMessagesPage(db, roomId, chatBeforeOf(c)) });
  });
  return routes;
}
