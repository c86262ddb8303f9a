/**
 * The seller's side of chat (tro-chuyen), ours: the spec shows the buyer's calls only. The
 * shop is the caller's own, never named in a path, so another shop's rooms cannot be asked for.
 */
export const SELLER_CHAT_PATHS = {
  /** GET ?q=: the shop's rooms (search by the buyer's name). */
  rooms: 'api/v1/seller/chat',
  roomMessages: (roomId: string) => `api/v1/seller/chat/${encodeURIComponent(roomId)}/messages`,
  /** GET: the buyer's latest orders with the shop (CHAT_BUYER_ORDERS_MAX). */
  roomOrders: (roomId: string) => `api/v1/seller/chat/${encodeURIComponent(roomId)}/orders`,
  redDot: 'api/v1/seller/chat/total-red-dot',
  readAll: 'api/v1/seller/chat/read-all',
  unreadAll: 'api/v1/seller/chat/unread-all',
  hideRoom: (roomId: string) => `api/v1/seller/chat/hide-room-chat/${encodeURIComponent(roomId)}`,
  unreadRoom: (roomId: string) => `api/v1/seller/chat/unread-message/${encodeURIComponent(roomId)}`,
  readRoom: (roomId: string) => `api/v1/seller/chat/read-message/${encodeURIComponent(roomId)}`,
} as const;

/**
 * The platform's read of a room (the spec's `GET api/v1/cms-admin/chat/{id}`): support reads a
 * buyer's and a shop's conversation when one of them complains. `?before=` pages back.
 */
export const ADMIN_CHAT_PATHS = {
  room: (roomId: string) => `api/v1/cms-admin/chat/${encodeURIComponent(roomId)}`,
} as const;
