/**
 * The buyer's chat calls (spec section 7), apart from API_PATHS so a first visit never carries
 * them. `api/v1/mobile/chat` is the commerce API's; the `chat/...` calls are written without
 * `api/v1` in the spec, like the community API's `notification/...`, so they go to the
 * community base address. Room ids are core's chatRoomId (`shop:{shopId}:buyer:{userId}`).
 */
export const CHAT_API_PATHS = {
  /** GET: the buyer's rooms (data.data a list); POST { shop_id, product_id? }: create or reopen the room with a shop. */
  rooms: 'api/v1/mobile/chat',
  /** GET ?before=&limit=: a room's messages, newest first (ours: the spec shows no path). */
  roomMessages: (roomId: string) => `api/v1/mobile/chat/${encodeURIComponent(roomId)}/messages`,
} as const;

/** The spec's `chat/...` calls, relative to the community API's base address. */
export const CHAT_COMMUNITY_PATHS = {
  suggest: 'chat/suggest-chat',
  hideRoom: (roomId: string) => `chat/hide-room-chat/${encodeURIComponent(roomId)}`,
  /** data.data: the unread messages over every room (the red dot). */
  redDot: 'chat/total-red-dot',
  readAll: 'chat/read-all',
  unreadAll: 'chat/unread-all',
  /** PUT: marks a room unread. */
  unreadRoom: (roomId: string) => `chat/unread-message/${encodeURIComponent(roomId)}`,
  /** PUT: marks a room read (ours: opening a room; the spec shows only the unread call). */
  readRoom: (roomId: string) => `chat/read-message/${encodeURIComponent(roomId)}`,
} as const;
