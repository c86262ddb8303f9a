import { MEDIA_KIND, chatRoomUnreadCount, vnd, type ChatMessage, type ChatRoom } from '@modavi/core';
import type { messagesSelect, roomsSelect } from './chat-sql.js';

/** A message's columns as messageColumns names them. */
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesSelect>['executeTakeFirstOrThrow']>>;

/** A room as roomsSelect reads it, its last message's columns `m_`-prefixed. */
export type RoomRow = Awaited<ReturnType<ReturnType<typeof roomsSelect>['executeTakeFirstOrThrow']>>;

/** A stored message as core's ChatMessage. */
export const messageOf = (row: MessageRow): ChatMessage => ({
  _id: row.id,
  room_id: row.room_id,
  sender_id: row.sender_id,
  sender_kind: row.sender_kind,
  text: row.text,
  media: row.image_url ? [{ url: row.image_url, kind: MEDIA_KIND.image }] : [],
  product:
    row.product_id && row.product_name !== null
      ? { _id: row.product_id, name: row.product_name, image: row.product_image, sale_price: vnd(Number(row.product_price ?? 0)) }
      : null,
  sent_at: Math.round(row.sent_ms),
  read: row.read,
});

/** The `m_` columns of a room row as a message row, or null for a room without messages (the lateral join left them null). */
const lastMessageRow = (row: RoomRow): MessageRow | null => {
  const { m_id: id, m_sender_id: senderId, m_sender_kind: senderKind, m_text: text, m_sent_ms: sentMs, m_read: read } = row;
  if (id === null || senderId === null || senderKind === null || text === null || sentMs === null || read === null) return null;
  return {
    id,
    room_id: row.id,
    sender_id: senderId,
    sender_kind: senderKind,
    text,
    image_url: row.m_image_url,
    sent_ms: sentMs,
    read,
    product_id: row.m_product_id,
    product_name: row.m_product_name,
    product_image: row.m_product_image,
    product_price: row.m_product_price,
  };
};

/**
 * A room as `side` sees it: both parties, the last message (read from this side's point of
 * view when it is the other's and the room is marked unread) and the unread count (core's rule).
 */
export function roomOf(row: RoomRow, side: 'buyer' | 'seller'): ChatRoom {
  const last = lastMessageRow(row);
  const message = last ? messageOf(last) : null;
  const unread_count = chatRoomUnreadCount(row.unread ?? 0, row.marked && message !== null);
  return {
    _id: row.id,
    participants: [
      { _id: row.shop_id, name: row.shop_name, avatar: row.shop_avatar, kind: 'seller' },
      { _id: row.buyer_id, name: row.buyer_name, avatar: row.buyer_avatar, kind: 'buyer' },
    ],
    last_message: message && message.sender_kind !== side ? { ...message, read: unread_count === 0 } : message,
    unread_count,
    updated_at: Math.round(row.updated_ms),
  };
}
