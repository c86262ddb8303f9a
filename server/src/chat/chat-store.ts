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
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { buyerOrdersSelect, messagesSelect, roomsSelect, sideColumns, suggestionsSelect, type ChatSide } from './chat-sql.js';
import { messageOf, roomOf } from './chat-rows.js';
import { promotionTerms } from '../promotions/promotion-prices.js';

/** The owner of a side: the buyer's user id, or the shop's id. */
export interface ChatOwner {
  readonly side: ChatSide;
  readonly ownerId: string;
}

/** The rooms `owner` sees (not hidden), latest first; `q` searches the other party's name. */
export async function chatRoomsList(db: Db, owner: ChatOwner, q: string | null = null): Promise<ChatRoom[]> {
  const other = owner.side === 'buyer' ? 's.name' : 'u.name';
  const rows = await roomsSelect(db, owner.side, owner.ownerId)
    .where(`r.${sideColumns(owner.side).hidden}`, '=', false)
    .$if(Boolean(q), (qb) => qb.where(other, 'ilike', likePattern(q ?? '')))
    .limit(CHAT_ROOMS_MAX)
    .execute();
  return rows.map((row) => roomOf(row, owner.side));
}

/** One room as `owner` sees it, hidden or not; null when it is not one of the owner's rooms. */
export async function chatRoomRead(db: Db, owner: ChatOwner, roomId: string): Promise<ChatRoom | null> {
  if (!(await chatRoomOwned(db, owner, roomId))) return null;
  const row = await roomsSelect(db, owner.side, owner.ownerId).where('r.id', '=', roomId).limit(1).executeTakeFirst();
  return row ? roomOf(row, owner.side) : null;
}

/** Whether the room exists and `owner` is its buyer or its shop. */
export async function chatRoomOwned(db: Db, owner: ChatOwner, roomId: string): Promise<boolean> {
  const rows = await typedDb(db).selectFrom('chat_rooms').select('id').where('id', '=', roomId).where(sideColumns(owner.side).owner, '=', owner.ownerId).execute();
  return rows.length > 0;
}

/** Creates the buyer's room with a shop, or shows it again to the buyer; answers its id. */
export async function chatRoomOpen(db: Db, buyerId: string, shopId: string): Promise<string> {
  const id = chatRoomId(shopId, buyerId);
  await typedDb(db)
    .insertInto('chat_rooms')
    .values({ id, shop_id: shopId, buyer_id: buyerId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ buyer_hidden: false }))
    .execute();
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
  const cursor = before ? await typedDb(db).selectFrom('chat_messages').select('seq').where('id', '=', before).where('room_id', '=', roomId).executeTakeFirst() : undefined;
  if (before && !cursor) return { items: [], next_before: null };
  const rows = await messagesSelect(db)
    .where('m.room_id', '=', roomId)
    .$if(cursor !== undefined, (qb) => qb.where('m.seq', '<', cursor?.seq ?? 0))
    .orderBy('m.seq', 'desc')
    .limit(CHAT_MESSAGES_PAGE_SIZE + 1)
    .execute();
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
    const typed = typedDb(tx);
    const one = sql.lit(1).as('one');
    if (input.side === 'buyer') {
      const shop = await typed.selectFrom('shops').select('id').where('id', '=', parties.shopId).executeTakeFirst();
      if (!shop) return 'CHAT.ROOM_NOT_FOUND';
      await typed
        .insertInto('chat_rooms')
        .values({ id: input.roomId, shop_id: parties.shopId, buyer_id: parties.buyerId })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    } else if ((await typed.selectFrom('chat_rooms').select(one).where('id', '=', input.roomId).execute()).length === 0) return 'CHAT.ROOM_NOT_FOUND';
    const { productId, image, text } = input.draft;
    if (productId !== null) {
      const found = await typed.selectFrom('products').select(one).where('id', '=', productId).where('shop_id', '=', parties.shopId).where('listed', '=', true).execute();
      if (found.length === 0) return 'CHAT.PRODUCT_NOT_FOUND';
    }
    const id = randomBytes(12).toString('hex');
    const stored = await typed
      .insertInto('chat_messages')
      .values({ id, room_id: input.roomId, sender_kind: input.side, sender_id: input.senderId, text, image_url: image, product_id: productId })
      .returning('seq')
      .executeTakeFirst();
    const col = sideColumns(input.side);
    await typed
      .updateTable('chat_rooms')
      .set({ last_message_at: sql<Date>`now()`, buyer_hidden: false, seller_hidden: false, [col.read]: stored?.seq ?? 0, [col.marked]: false })
      .where('id', '=', input.roomId)
      .execute();
    const row = await messagesSelect(tx).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new Error('chat message vanished in its own transaction');
    const [message] = await chatMessagesPriced(tx, [messageOf(row)], now);
    return message ?? messageOf(row);
  });
}

/** Reads one room (`roomId`) or all of the owner's rooms. */
export async function chatRead(db: Db, owner: ChatOwner, roomId: string | null): Promise<void> {
  const col = sideColumns(owner.side);
  await typedDb(db)
    .updateTable('chat_rooms')
    .set((eb) => ({
      [col.read]: eb.fn.coalesce(
        eb.selectFrom('chat_messages as m').select((sub) => sub.fn.max('m.seq').as('last')).whereRef('m.room_id', '=', 'chat_rooms.id'),
        sql.lit(0),
      ),
      [col.marked]: false,
    }))
    .where(col.owner, '=', owner.ownerId)
    .$if(roomId !== null, (qb) => qb.where('id', '=', roomId ?? ''))
    .execute();
}

/** Marks one room or all of the owner's rooms unread; a room without messages has nothing to be unread. */
export async function chatUnread(db: Db, owner: ChatOwner, roomId: string | null): Promise<void> {
  const col = sideColumns(owner.side);
  await typedDb(db)
    .updateTable('chat_rooms')
    .set({ [col.marked]: true })
    .where(col.owner, '=', owner.ownerId)
    .$if(roomId !== null, (qb) => qb.where('id', '=', roomId ?? ''))
    .where('last_message_at', 'is not', null)
    .execute();
}

/** Hides a room from the owner's list until its next message. */
export async function chatHide(db: Db, owner: ChatOwner, roomId: string): Promise<void> {
  const col = sideColumns(owner.side);
  await typedDb(db)
    .updateTable('chat_rooms')
    .set({ [col.hidden]: true })
    .where(col.owner, '=', owner.ownerId)
    .where('id', '=', roomId)
    .execute();
}

/** The red dot: unread messages over the owner's visible rooms (core's chatRoomUnreadCount per room). */
export async function chatRedDot(db: Db, owner: ChatOwner): Promise<number> {
  const col = sideColumns(owner.side);
  const rows = await typedDb(db)
    .selectFrom('chat_rooms as r')
    .select((eb) => [
      eb
        .selectFrom('chat_messages as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.room_id', '=', 'r.id')
        .where('m.sender_kind', '<>', owner.side)
        .whereRef('m.seq', '>', `r.${col.read}`)
        .as('unread'),
      eb.and([eb(`r.${col.marked}`, '=', true), eb('r.last_message_at', 'is not', null)]).$castTo<boolean>().as('marked'),
    ])
    .where(`r.${col.owner}`, '=', owner.ownerId)
    .where(`r.${col.hidden}`, '=', false)
    .execute();
  return rows.reduce((sum, row) => sum + chatRoomUnreadCount(row.unread ?? 0, row.marked), 0);
}

export async function chatSuggestions(db: Db, buyerId: string): Promise<ChatSuggestion[]> {
  return suggestionsSelect(db, buyerId, CHAT_SUGGEST_MAX).execute();
}

/** The buyer's latest orders with the shop, for the seller's conversation. */
export async function chatBuyerOrders(db: Db, shopId: string, buyerId: string): Promise<ChatBuyerOrder[]> {
  const rows = await buyerOrdersSelect(db, shopId, buyerId, CHAT_BUYER_ORDERS_MAX).execute();
  return rows.map((row) => ({ _id: row.id, status: row.status, shop_total: vnd(Number(row.shop_total)), items: row.items, created_at: Math.round(row.created_ms) }));
}
