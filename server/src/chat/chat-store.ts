import { randomBytes } from 'node:crypto';
import {
  CHAT_BUYER_ORDERS_MAX,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_ROOMS_MAX,
  CHAT_SUGGEST_MAX,
  chatRoomId,
  chatRoomParties,
  chatRoomUnreadCount,
  variantPriceAt,
  vnd,
  type ChatBuyerOrder,
  type ChatMessage,
  type ChatMessageDraft,
  type ChatMessagePage,
  type ChatRoom,
  type ChatSuggestion,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { BUYER_ORDERS_SQL, MESSAGES_SQL, SUGGEST_SQL, messageColumns, roomsSql, sideColumns, type ChatSide } from './chat-sql.js';
import { messageOf, roomOf, type MessageRow, type RoomRow } from './chat-rows.js';
import { promotionTerms } from '../promotions/promotion-prices.js';

/** The owner of a side: the buyer's user id, or the shop's id. */
export interface ChatOwner {
  readonly side: ChatSide;
  readonly ownerId: string;
}

/** The rooms `owner` sees (not hidden), latest first; `q` searches the other party's name. */
export async function chatRoomsList(db: Db, owner: ChatOwner, q: string | null = null): Promise<ChatRoom[]> {
  const rows = await db.query<RoomRow>(roomsSql(owner.side), [owner.ownerId, q ? likePattern(q) : null, CHAT_ROOMS_MAX]);
  return rows.map((row) => roomOf(row, owner.side));
}

/** One room as `owner` sees it, hidden or not; null when it is not one of the owner's rooms. */
export async function chatRoomRead(db: Db, owner: ChatOwner, roomId: string): Promise<ChatRoom | null> {
  if (!(await chatRoomOwned(db, owner, roomId))) return null;
  const sql = roomsSql(owner.side).replace(`AND NOT r.${sideColumns(owner.side).hidden}`, 'AND r.id = $4');
  const [row] = await db.query<RoomRow>(sql, [owner.ownerId, null, 1, roomId]);
  return row ? roomOf(row, owner.side) : null;
}

/** Whether the room exists and `owner` is its buyer or its shop. */
export async function chatRoomOwned(db: Db, owner: ChatOwner, roomId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM chat_rooms WHERE id = $1 AND ${sideColumns(owner.side).owner} = $2`, [roomId, owner.ownerId]);
  return rows.length > 0;
}

/** Creates the buyer's room with a shop, or shows it again to the buyer; answers its id. */
export async function chatRoomOpen(db: Db, buyerId: string, shopId: string): Promise<string> {
  const id = chatRoomId(shopId, buyerId);
  await db.query(
    `INSERT INTO chat_rooms (id, shop_id, buyer_id) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET buyer_hidden = false`,
    [id, shopId, buyerId],
  );
  return id;
}

/**
 * The products shown in messages at the price a buyer pays at `now` (issue 25: core's
 * variantPriceAt, as on the product's card), not the sale price a running program undercuts.
 */
export async function chatMessagesPriced(db: Db, messages: readonly ChatMessage[], now: number): Promise<ChatMessage[]> {
  const ids = messages.flatMap((message) => (message.product ? [message.product._id] : []));
  if (ids.length === 0) return [...messages];
  const terms = await promotionTerms(db, ids);
  return messages.map((message) => {
    const product = message.product;
    if (!product) return message;
    const priced = variantPriceAt({ product_id: product._id, variant_id: null, sale_price: product.sale_price }, terms, now);
    return { ...message, product: { ...product, sale_price: priced.price } };
  });
}

/** A page of a room's messages, newest first; `before` is the oldest message id of the page the caller has. */
export async function chatMessagesPage(db: Db, roomId: string, before: string | null, now: number = Date.now()): Promise<ChatMessagePage> {
  const [cursor] = before ? await db.query<{ seq: string }>('SELECT seq FROM chat_messages WHERE id = $1 AND room_id = $2', [before, roomId]) : [];
  if (before && !cursor) return { items: [], next_before: null };
  const rows = await db.query<MessageRow & { seq: string }>(MESSAGES_SQL, [roomId, cursor?.seq ?? null, CHAT_MESSAGES_PAGE_SIZE + 1]);
  const items = await chatMessagesPriced(db, rows.slice(0, CHAT_MESSAGES_PAGE_SIZE).map(messageOf), now);
  return { items, next_before: rows.length > CHAT_MESSAGES_PAGE_SIZE ? (items.at(-1)?._id ?? null) : null };
}

export type ChatStoreRefusal = 'CHAT.ROOM_NOT_FOUND' | 'CHAT.PRODUCT_NOT_FOUND';

/**
 * Stores a message before anyone hears it: the buyer's first message creates the room (a
 * seller answers rooms, it does not open them), the product must be the room's shop's and
 * listed; the room shows again to both sides and the sender has read up to its own message.
 */
export async function chatMessageStore(
  db: Db,
  input: { readonly roomId: string; readonly side: ChatSide; readonly senderId: string; readonly draft: ChatMessageDraft },
  now: number = Date.now(),
): Promise<ChatMessage | ChatStoreRefusal> {
  const parties = chatRoomParties(input.roomId);
  if (!parties) return 'CHAT.ROOM_NOT_FOUND';
  return db.transaction(async (tx) => {
    if (input.side === 'buyer') {
      const [shop] = await tx.query<{ id: string }>('SELECT id FROM shops WHERE id = $1', [parties.shopId]);
      if (!shop) return 'CHAT.ROOM_NOT_FOUND';
      await tx.query('INSERT INTO chat_rooms (id, shop_id, buyer_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [input.roomId, parties.shopId, parties.buyerId]);
    } else if ((await tx.query('SELECT 1 FROM chat_rooms WHERE id = $1', [input.roomId])).length === 0) return 'CHAT.ROOM_NOT_FOUND';
    const { productId, image, text } = input.draft;
    if (productId !== null) {
      const found = await tx.query('SELECT 1 FROM products WHERE id = $1 AND shop_id = $2 AND listed', [productId, parties.shopId]);
      if (found.length === 0) return 'CHAT.PRODUCT_NOT_FOUND';
    }
    const id = randomBytes(12).toString('hex');
    const [stored] = await tx.query<{ seq: string }>(
      `INSERT INTO chat_messages (id, room_id, sender_kind, sender_id, text, image_url, product_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING seq`,
      [id, input.roomId, input.side, input.senderId, text, image, productId],
    );
    const col = sideColumns(input.side);
    await tx.query(
      `UPDATE chat_rooms SET last_message_at = now(), buyer_hidden = false, seller_hidden = false, ${col.read} = $2, ${col.marked} = false WHERE id = $1`,
      [input.roomId, stored?.seq ?? 0],
    );
    const [row] = await tx.query<MessageRow>(
      `SELECT ${messageColumns()} FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id LEFT JOIN products p ON p.id = m.product_id WHERE m.id = $1`,
      [id],
    );
    if (!row) throw new Error('chat message vanished in its own transaction');
    const [message] = await chatMessagesPriced(tx, [messageOf(row)], now);
    return message ?? messageOf(row);
  });
}

const LAST_SEQ = `coalesce((SELECT max(seq) FROM chat_messages m WHERE m.room_id = chat_rooms.id), 0)`;

/** Reads one room (`roomId`) or all of the owner's rooms. */
export async function chatRead(db: Db, owner: ChatOwner, roomId: string | null): Promise<void> {
  const col = sideColumns(owner.side);
  await db.query(`UPDATE chat_rooms SET ${col.read} = ${LAST_SEQ}, ${col.marked} = false WHERE ${col.owner} = $1 AND ($2::text IS NULL OR id = $2)`, [
    owner.ownerId,
    roomId,
  ]);
}

/** Marks one room or all of the owner's rooms unread; a room without messages has nothing to be unread. */
export async function chatUnread(db: Db, owner: ChatOwner, roomId: string | null): Promise<void> {
  const col = sideColumns(owner.side);
  await db.query(
    `UPDATE chat_rooms SET ${col.marked} = true WHERE ${col.owner} = $1 AND ($2::text IS NULL OR id = $2) AND last_message_at IS NOT NULL`,
    [owner.ownerId, roomId],
  );
}

/** Hides a room from the owner's list until its next message. */
export async function chatHide(db: Db, owner: ChatOwner, roomId: string): Promise<void> {
  const col = sideColumns(owner.side);
  await db.query(`UPDATE chat_rooms SET ${col.hidden} = true WHERE ${col.owner} = $1 AND id = $2`, [owner.ownerId, roomId]);
}

/** The red dot: unread messages over the owner's visible rooms (core's chatRoomUnreadCount per room). */
export async function chatRedDot(db: Db, owner: ChatOwner): Promise<number> {
  const col = sideColumns(owner.side);
  const rows = await db.query<{ unread: number; marked: boolean }>(
    `SELECT (SELECT count(*) FROM chat_messages m WHERE m.room_id = r.id AND m.sender_kind <> '${owner.side}' AND m.seq > r.${col.read})::int AS unread,
       r.${col.marked} AND r.last_message_at IS NOT NULL AS marked
     FROM chat_rooms r WHERE r.${col.owner} = $1 AND NOT r.${col.hidden}`,
    [owner.ownerId],
  );
  return rows.reduce((sum, row) => sum + chatRoomUnreadCount(row.unread, row.marked), 0);
}

export async function chatSuggestions(db: Db, buyerId: string): Promise<ChatSuggestion[]> {
  return db.query<ChatSuggestion>(SUGGEST_SQL, [buyerId, CHAT_SUGGEST_MAX]);
}

/** The buyer's latest orders with the shop, for the seller's conversation. */
export async function chatBuyerOrders(db: Db, shopId: string, buyerId: string): Promise<ChatBuyerOrder[]> {
  const rows = await db.query<{ id: string; status: string; shop_total: number; items: number; created_ms: number }>(BUYER_ORDERS_SQL, [
    shopId,
    buyerId,
    CHAT_BUYER_ORDERS_MAX,
  ]);
  return rows.map((row) => ({ _id: row.id, status: row.status, shop_total: vnd(Number(row.shop_total)), items: row.items, created_at: Math.round(row.created_ms) }));
}
