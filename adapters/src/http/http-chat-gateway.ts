import * as z from 'zod/mini';
import {
  CHAT_API_PATHS,
  CHAT_COMMUNITY_PATHS,
  ChatMessagePageSchema,
  ChatRoomSchema,
  ChatSuggestionSchema,
  type ChatGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

const Rooms = z.array(ChatRoomSchema);
const Count = z.number().check(z.int(), z.nonnegative());
const Done = z.null();

/**
 * The buyer's ChatGateway: the room list and messages on the commerce API, the spec's `chat/...`
 * calls on the community API (each its own base address); answers checked with core's schemas.
 */
export function httpChatGateway(commerce: HttpClient, community: HttpClient): ChatGateway {
  const P = CHAT_API_PATHS;
  const C = CHAT_COMMUNITY_PATHS;
  return {
    rooms: (query) => commerce.request({ method: 'GET', path: P.rooms, schema: Rooms, query: { q: query?.q || undefined } }),
    open: (shopId) => commerce.request({ method: 'POST', path: P.rooms, schema: ChatRoomSchema, body: { shop_id: shopId } }),
    messages: (roomId, before) => commerce.request({ method: 'GET', path: P.roomMessages(roomId), schema: ChatMessagePageSchema, query: { before: before ?? undefined } }),
    suggest: () => community.request({ method: 'GET', path: C.suggest, schema: z.array(ChatSuggestionSchema) }),
    redDot: () => community.request({ method: 'GET', path: C.redDot, schema: Count }),
    readRoom: (roomId) => community.request({ method: 'PUT', path: C.readRoom(roomId), schema: Done }),
    unreadRoom: (roomId) => community.request({ method: 'PUT', path: C.unreadRoom(roomId), schema: Done }),
    readAll: () => community.request({ method: 'POST', path: C.readAll, schema: Done }),
    unreadAll: () => community.request({ method: 'POST', path: C.unreadAll, schema: Done }),
    hideRoom: (roomId) => community.request({ method: 'POST', path: C.hideRoom(roomId), schema: Done }),
  };
}
