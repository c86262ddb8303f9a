import * as z from 'zod/mini';
import { SELLER_CHAT_PATHS, ChatBuyerOrderSchema, ChatMessagePageSchema, ChatRoomSchema, type SellerChatGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const Count = z.number().check(z.int(), z.nonnegative());
const Done = z.null();

/** SellerChatGateway over `api/v1/seller/chat/...` (tro-chuyen); answers checked with core's schemas. */
export function httpSellerChatGateway(client: HttpClient): SellerChatGateway {
  const P = SELLER_CHAT_PATHS;
  return {
    rooms: (query) => client.request({ method: 'GET', path: P.rooms, schema: z.array(ChatRoomSchema), query: { q: query?.q || undefined } }),
    messages: (roomId, before) => client.request({ method: 'GET', path: P.roomMessages(roomId), schema: ChatMessagePageSchema, query: { before: before ?? undefined } }),
    buyerOrders: (roomId) => client.request({ method: 'GET', path: P.roomOrders(roomId), schema: z.array(ChatBuyerOrderSchema) }),
    redDot: () => client.request({ method: 'GET', path: P.redDot, schema: Count }),
    readRoom: (roomId) => client.request({ method: 'PUT', path: P.readRoom(roomId), schema: Done }),
    unreadRoom: (roomId) => client.request({ method: 'PUT', path: P.unreadRoom(roomId), schema: Done }),
    readAll: () => client.request({ method: 'POST', path: P.readAll, schema: Done }),
    unreadAll: () => client.request({ method: 'POST', path: P.unreadAll, schema: Done }),
    hideRoom: (roomId) => client.request({ method: 'POST', path: P.hideRoom(roomId), schema: Done }),
  };
}
