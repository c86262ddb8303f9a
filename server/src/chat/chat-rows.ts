import { MEDIA_KIND, chatRoomUnreadCount, vnd, type ChatMessage, type ChatRoom } from '@modavi/core';

/** A message's columns as messageColumns names them (with or without a prefix). */
export interface MessageRow {
  id: string;
  room_id: string;
  sender_id: string;
  sender_kind: 'buyer' | 'seller';
  text: string;
  image_url: string | null;
  sent_ms: number;
  read: boolean;
  product_id: string | null;
  product_name: string | null;
  product_image: string | null;
  product_price: number | null;
}

export interface RoomRow {
  id: string;
  shop_id: string;
  buyer_id: string;
  shop_name: string;
  shop_avatar: string | null;
  buyer_name: string;
  buyer_avatar: string | null;
  updated_ms: number;
  unread: number;
  marked: boolean;
  m_id: string | null;
  [column: `m_${string}`]: unknown;
}

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

/** The `m_` columns of a room row as a message row, or null for a room without messages. */
const lastMessageRow = (row: RoomRow): MessageRow | null => {
  if (row.m_id === null) return null;
  const entries = Object.entries(row).filter(([key]) => key.startsWith('m_')).map(([key, value]) => [key.slice(2), value]);
  return { ...(Object.fromEntries(entries) as unknown as MessageRow), room_id: row.id };
};

/**
 * A room as `side` sees it: both parties, the last message (read from this side's point of
 * view when it is the other's and the room is marked unread) and the unread count (core's rule).
 */
export function roomOf(row: RoomRow, side: 'buyer' | 'seller'): ChatRoom {
  const last = lastMessageRow(row);
  const message = last ? messageOf(last) : null;
  const unread_count = chatRoomUnreadCount(row.unread, row.marked && message !== null);
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
