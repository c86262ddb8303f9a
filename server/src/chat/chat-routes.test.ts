import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  ADMIN_CHAT_PATHS,
  CHAT_API_PATHS,
  CHAT_COMMUNITY_PATHS,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_ROOM_SEARCH_MAX,
  ChatMessagePageSchema,
  ChatRoomSchema,
  ChatSuggestionSchema,
  SELLER_CHAT_PATHS,
  chatRoomId,
  envelopeSchema,
} from '@modavi/core';
import * as z from 'zod/mini';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { adminAccount, probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { guestToken, sellerToken } from '../testing/commerce-probe.js';
import { chatMessageStore } from './chat-store.js';

const RoomsEnvelope = envelopeSchema(z.array(ChatRoomSchema));
const RoomEnvelope = envelopeSchema(ChatRoomSchema);
const PageEnvelope = envelopeSchema(ChatMessagePageSchema);
const CountEnvelope = envelopeSchema(z.number());
const SuggestEnvelope = envelopeSchema(z.array(ChatSuggestionSchema));

const codeOf = (result: CallResult) => ({ status: result.status, code: (result.body as { error_code?: string }).error_code });

/** Stored chat over REST (spec section 7): each side sees and marks its own rooms only. */
describe('chat rooms and messages (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let shopA: SellerProbe;
  let shopB: SellerProbe;

  const buyer = async () => {
    const grant = await signUp(app, { destination: probePhone(), name: 'Nguyễn Thị Mua' });
    return { token: grant.token, userId: grant.profile._id };
  };
  const ok = async <T>(result: Promise<CallResult>, schema: { parse: (body: unknown) => { data: T } }): Promise<T> => {
    const answer = await result;
    if (answer.status >= 300) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    return schema.parse(answer.body).data;
  };
  const say = async (roomId: string, side: 'buyer' | 'seller', text: string, productId: string | null = null) => {
    const parties = roomId.split(':');
    const message = await chatMessageStore(db, { roomId, side, senderId: side === 'seller' ? (parties[1] ?? '') : (parties[3] ?? ''), draft: { text, image: null, productId } });
    if (typeof message === 'string') throw new Error(message);
    return message;
  };
  const redDot = (token: string, side: 'buyer' | 'seller') => ok(call(app, 'GET', side === 'buyer' ? CHAT_COMMUNITY_PATHS.redDot : SELLER_CHAT_PATHS.redDot, { token }), CountEnvelope);
  const open = (token: string, shopId: string) => ok(call(app, 'POST', CHAT_API_PATHS.rooms, { token, body: { shop_id: shopId } }), RoomEnvelope);

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    shopA = await sellerAccount(app, db, 'Tiệm Lụa A');
    shopB = await sellerAccount(app, db, 'Tiệm Lụa B');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('opens one room per buyer and shop, and refuses guests, unknown shops and the seller’s own shop', async () => {
    const alice = await buyer();
    const room = await open(alice.token, shopA.shopId);
    expect(room._id).toBe(chatRoomId(shopA.shopId, alice.userId));
    expect(room.participants.map((party) => party.name)).toContain('Tiệm Lụa A');
    expect((await open(alice.token, shopA.shopId))._id).toBe(room._id);
    expect(codeOf(await call(app, 'POST', CHAT_API_PATHS.rooms, { token: await guestToken(app), body: { shop_id: shopA.shopId } }))).toEqual({ status: 401, code: 'CHAT.LOGIN_REQUIRED' });
    expect(codeOf(await call(app, 'POST', CHAT_API_PATHS.rooms, { token: alice.token, body: { shop_id: 'no-such-shop' } }))).toEqual({ status: 404, code: 'CHAT.SHOP_NOT_FOUND' });
    expect(codeOf(await call(app, 'POST', CHAT_API_PATHS.rooms, { token: shopA.token, body: { shop_id: shopA.shopId } }))).toEqual({ status: 400, code: 'CHAT.OWN_SHOP' });
    expect(codeOf(await call(app, 'POST', CHAT_API_PATHS.rooms, { token: alice.token, body: { shop_id: 'x'.repeat(65) } }))).toEqual({ status: 400, code: 'REQUEST.INVALID' });
  });

  it('counts unread messages per side and clears them when read, per room and for all', async () => {
    const alice = await buyer();
    const room = chatRoomId(shopA.shopId, alice.userId);
    const before = await redDot(shopA.token, 'seller');
    await say(room, 'buyer', 'Áo còn size M không ạ?');
    await say(room, 'buyer', 'Màu be ấy ạ');
    expect(await redDot(shopA.token, 'seller')).toBe(before + 2);
    expect(await redDot(alice.token, 'buyer')).toBe(0);
    const listed = (await ok(call(app, 'GET', SELLER_CHAT_PATHS.rooms, { token: shopA.token }), RoomsEnvelope)).find((r) => r._id === room);
    expect(listed).toMatchObject({ unread_count: 2, last_message: { text: 'Màu be ấy ạ', sender_kind: 'buyer', read: false } });

    expect((await call(app, 'PUT', SELLER_CHAT_PATHS.readRoom(room), { token: shopA.token })).status).toBe(200);
    expect(await redDot(shopA.token, 'seller')).toBe(before);
    await say(room, 'seller', 'Dạ còn ạ');
    expect(await redDot(alice.token, 'buyer')).toBe(1);
    // The buyer sees its own messages as read by the shop now.
    const page = await ok(call(app, 'GET', CHAT_API_PATHS.roomMessages(room), { token: alice.token }), PageEnvelope);
    expect(page.items.map((message) => [message.text, message.read])).toEqual([
      ['Dạ còn ạ', false],
      ['Màu be ấy ạ', true],
      ['Áo còn size M không ạ?', true],
    ]);

    expect((await call(app, 'POST', CHAT_COMMUNITY_PATHS.readAll, { token: alice.token })).status).toBe(200);
    expect(await redDot(alice.token, 'buyer')).toBe(0);
    expect((await call(app, 'POST', CHAT_COMMUNITY_PATHS.unreadAll, { token: alice.token })).status).toBe(200);
    expect(await redDot(alice.token, 'buyer')).toBe(1);
    expect((await call(app, 'PUT', CHAT_COMMUNITY_PATHS.readRoom(room), { token: alice.token })).status).toBe(200);
    expect((await call(app, 'PUT', CHAT_COMMUNITY_PATHS.unreadRoom(room), { token: alice.token })).status).toBe(200);
    const [mine] = await ok(call(app, 'GET', CHAT_API_PATHS.rooms, { token: alice.token }), RoomsEnvelope);
    expect(mine).toMatchObject({ _id: room, unread_count: 1, last_message: { read: false } });
  });

  it('hides a room from one side until its next message', async () => {
    const alice = await buyer();
    const room = (await open(alice.token, shopA.shopId))._id;
    await say(room, 'buyer', 'Xin chào');
    expect((await call(app, 'POST', CHAT_COMMUNITY_PATHS.hideRoom(room), { token: alice.token })).status).toBe(200);
    expect(await ok(call(app, 'GET', CHAT_API_PATHS.rooms, { token: alice.token }), RoomsEnvelope)).toEqual([]);
    const sellerRooms = await ok(call(app, 'GET', SELLER_CHAT_PATHS.rooms, { token: shopA.token }), RoomsEnvelope);
    expect(sellerRooms.map((r) => r._id)).toContain(room);
    await say(room, 'seller', 'Shop chào bạn');
    expect((await ok(call(app, 'GET', CHAT_API_PATHS.rooms, { token: alice.token }), RoomsEnvelope)).map((r) => r._id)).toEqual([room]);
  });

  it('lets only the room’s buyer and its shop’s seller read or mark it', async () => {
    const alice = await buyer();
    const carol = await buyer();
    const room = (await open(alice.token, shopA.shopId))._id;
    await say(room, 'buyer', 'Riêng tư');
    const notFound = { status: 404, code: 'CHAT.ROOM_NOT_FOUND' };
    // Seller B, by account and by a shop token, and another buyer: 404 for every room call.
    for (const token of [shopB.token, await sellerToken(app, shopB.shopId)]) {
      expect(codeOf(await call(app, 'GET', SELLER_CHAT_PATHS.roomMessages(room), { token }))).toEqual(notFound);
      expect(codeOf(await call(app, 'GET', SELLER_CHAT_PATHS.roomOrders(room), { token }))).toEqual(notFound);
      expect(codeOf(await call(app, 'PUT', SELLER_CHAT_PATHS.readRoom(room), { token }))).toEqual(notFound);
      expect(codeOf(await call(app, 'POST', SELLER_CHAT_PATHS.hideRoom(room), { token }))).toEqual(notFound);
      const rooms = await ok(call(app, 'GET', SELLER_CHAT_PATHS.rooms, { token }), RoomsEnvelope);
      expect(rooms.map((r) => r._id)).not.toContain(room);
    }
    for (const path of [CHAT_COMMUNITY_PATHS.readRoom(room), CHAT_COMMUNITY_PATHS.unreadRoom(room)]) {
      expect(codeOf(await call(app, 'PUT', path, { token: carol.token }))).toEqual(notFound);
    }
    expect(codeOf(await call(app, 'GET', CHAT_API_PATHS.roomMessages(room), { token: carol.token }))).toEqual(notFound);
    expect(codeOf(await call(app, 'POST', CHAT_COMMUNITY_PATHS.hideRoom(room), { token: carol.token }))).toEqual(notFound);
    // A buyer's token on the seller's calls, and no token at all.
    expect(codeOf(await call(app, 'GET', SELLER_CHAT_PATHS.rooms, { token: alice.token }))).toEqual({ status: 403, code: 'CHAT.NOT_ALLOWED' });
    expect(codeOf(await call(app, 'GET', CHAT_COMMUNITY_PATHS.redDot))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    // Shop A's seller, by account and by its shop token, reads it.
    for (const token of [shopA.token, await sellerToken(app, shopA.shopId)]) {
      const page = await ok(call(app, 'GET', SELLER_CHAT_PATHS.roomMessages(room), { token }), PageEnvelope);
      expect(page.items.map((message) => message.text)).toEqual(['Riêng tư']);
    }
  });

  it('pages messages newest first, searches by name within its limit', async () => {
    const alice = await buyer();
    const room = (await open(alice.token, shopA.shopId))._id;
    for (let n = 1; n <= CHAT_MESSAGES_PAGE_SIZE + 5; n += 1) await say(room, n % 2 ? 'buyer' : 'seller', `tin ${n}`);
    const first = await ok(call(app, 'GET', CHAT_API_PATHS.roomMessages(room), { token: alice.token }), PageEnvelope);
    expect(first.items).toHaveLength(CHAT_MESSAGES_PAGE_SIZE);
    expect(first.items[0]?.text).toBe(`tin ${CHAT_MESSAGES_PAGE_SIZE + 5}`);
    const second = await ok(call(app, 'GET', `${CHAT_API_PATHS.roomMessages(room)}?before=${first.next_before ?? ''}`, { token: alice.token }), PageEnvelope);
    expect(second.items.map((message) => message.text)).toEqual(['tin 5', 'tin 4', 'tin 3', 'tin 2', 'tin 1']);
    expect(second.next_before).toBeNull();
    const found = await ok(call(app, 'GET', `${SELLER_CHAT_PATHS.rooms}?q=${encodeURIComponent('Thị Mua')}`, { token: shopA.token }), RoomsEnvelope);
    expect(found.length).toBeGreaterThan(0);
    expect(await ok(call(app, 'GET', `${SELLER_CHAT_PATHS.rooms}?q=zzzz`, { token: shopA.token }), RoomsEnvelope)).toEqual([]);
    expect(codeOf(await call(app, 'GET', `${SELLER_CHAT_PATHS.rooms}?q=${'a'.repeat(CHAT_ROOM_SEARCH_MAX + 1)}`, { token: shopA.token }))).toEqual({ status: 400, code: 'CHAT.SEARCH_TOO_LONG' });
  });

  it('carries the shop’s own listed products as cards, and no other', async () => {
    const [product] = await db.query<{ id: string; shop_id: string; name: string }>('SELECT id, shop_id, name FROM products WHERE listed ORDER BY id LIMIT 1');
    if (!product) throw new Error('no product');
    const alice = await buyer();
    const room = chatRoomId(product.shop_id, alice.userId);
    const message = await say(room, 'buyer', '', product.id);
    expect(message.product).toMatchObject({ _id: product.id, name: product.name });
    const elsewhere = await chatMessageStore(db, { roomId: chatRoomId(shopA.shopId, alice.userId), side: 'buyer', senderId: alice.userId, draft: { text: '', image: null, productId: product.id } });
    expect(elsewhere).toBe('CHAT.PRODUCT_NOT_FOUND');
    // A seller answers rooms; it does not open one.
    const stranger = await buyer();
    expect(await chatMessageStore(db, { roomId: chatRoomId(shopA.shopId, stranger.userId), side: 'seller', senderId: shopA.shopId, draft: { text: 'hi', image: null, productId: null } })).toBe(
      'CHAT.ROOM_NOT_FOUND',
    );
  });

  it('suggests the shops the buyer follows, without rooms it already has', async () => {
    const alice = await buyer();
    await db.query('INSERT INTO shop_follows (owner_id, shop_id) VALUES ($1, $2), ($1, $3)', [alice.userId, shopA.shopId, shopB.shopId]);
    const suggested = await ok(call(app, 'GET', CHAT_COMMUNITY_PATHS.suggest, { token: alice.token }), SuggestEnvelope);
    expect(suggested.map((shop) => [shop.shop_id, shop.reason]).sort()).toEqual([[shopA.shopId, 'followed'], [shopB.shopId, 'followed']].sort());
    await open(alice.token, shopA.shopId);
    const after = await ok(call(app, 'GET', CHAT_COMMUNITY_PATHS.suggest, { token: alice.token }), SuggestEnvelope);
    expect(after.map((shop) => shop.shop_id)).toEqual([shopB.shopId]);
  });

  it('lets the platform’s admin read a room (cms-admin/chat/{id}), and nobody else', async () => {
    const alice = await buyer();
    const room = (await open(alice.token, shopA.shopId))._id;
    await say(room, 'buyer', 'Shop không trả lời');
    const admin = await adminAccount(app, db);
    const answer = await call(app, 'GET', ADMIN_CHAT_PATHS.room(room), { token: admin.token });
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: { room: { _id: string }; messages: { items: { text: string }[] } } }).data;
    expect(data.room._id).toBe(room);
    expect(data.messages.items.map((message) => message.text)).toEqual(['Shop không trả lời']);
    for (const token of [alice.token, shopA.token]) {
      expect(codeOf(await call(app, 'GET', ADMIN_CHAT_PATHS.room(room), { token }))).toEqual({ status: 403, code: 'CHAT.NOT_ALLOWED' });
    }
    expect(codeOf(await call(app, 'GET', ADMIN_CHAT_PATHS.room(chatRoomId(shopA.shopId, 'nobody')), { token: admin.token }))).toEqual({ status: 404, code: 'CHAT.ROOM_NOT_FOUND' });
    // Reading is not answering: the shop's unread count stays.
    expect(await redDot(shopA.token, 'seller')).toBeGreaterThan(0);
  });
});
