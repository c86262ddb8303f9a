import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { ChatMessagePage } from '../community/chat-message.js';
import type { ChatBuyerOrder, ChatRoom, ChatSuggestion } from '../community/chat-room.js';

/** Calls both sides of chat share: rooms, their messages and the read state (spec section 4). */
export interface ChatRoomsGateway {
  rooms(query?: { readonly q?: string }): Promise<Result<ChatRoom[], GatewayError>>;
  messages(roomId: string, before?: string | null): Promise<Result<ChatMessagePage, GatewayError>>;
  redDot(): Promise<Result<number, GatewayError>>;
  readRoom(roomId: string): Promise<Result<null, GatewayError>>;
  unreadRoom(roomId: string): Promise<Result<null, GatewayError>>;
  readAll(): Promise<Result<null, GatewayError>>;
  unreadAll(): Promise<Result<null, GatewayError>>;
  hideRoom(roomId: string): Promise<Result<null, GatewayError>>;
}

/** The buyer's chat (spec section 7): the shared calls, opening a room with a shop, suggestions. */
export interface ChatGateway extends ChatRoomsGateway {
  /** Creates or reopens the room with a shop (and shows it again if the buyer hid it). */
  open(shopId: string): Promise<Result<ChatRoom, GatewayError>>;
  suggest(): Promise<Result<ChatSuggestion[], GatewayError>>;
}

/** The seller's chat (tro-chuyen): its shop's rooms, and the buyer's latest orders with the shop. */
export interface SellerChatGateway extends ChatRoomsGateway {
  buyerOrders(roomId: string): Promise<Result<ChatBuyerOrder[], GatewayError>>;
}
