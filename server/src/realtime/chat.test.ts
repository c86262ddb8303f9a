import { createServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import type { Hono } from 'hono';
import { API_PATHS, CHAT_API_PATHS, CHAT_SEND_BURST_MAX, CHAT_SEND_WINDOW_MS, chatRoomId, type ChatMessage, type ChatMessageLive, type NotificationLive } from '@modavi/core';
import { listen } from '../boot/listen.js';
import { userCreate } from '../auth/users.js';
import { actorTokenCreate } from '../ordering/actor-tokens.js';
import { guestSessionCreate, userSessionCreate, userSessionsRevoke, type Session } from '../sessions/session-store.js';
import { tokenDigest } from '../sessions/token-digest.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { CHAT_NAMESPACE, realtimeAttach } from './chat.js';
import { notificationAdd } from '../notifications/notification-store.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { sellerAccount } from '../testing/seller-probe.js';
import { budgetWindowFresh } from '../testing/budget-window.js';

type Reply = { ok: boolean; error?: string; message?: ChatMessage };

describe('chat socket', () => {
  let test: TestDb;
  let app: Hono;
  let server: HttpServer;
  let io: Server;
  let url: string;
  let shopId: string;
  let otherShopId: string;
  const sockets: Socket[] = [];
  let users = 0;

  const client = (token: unknown): Socket => {
    const socket = connect(`${url}${CHAT_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const emit = (socket: Socket, event: string, payload: unknown) =>
    new Promise<Reply>((resolve) => socket.emit(event, payload, (reply: Reply) => resolve(reply)));
  const nextMessage = (socket: Socket) => new Promise<ChatMessageLive>((resolve) => socket.once('message', resolve));
  /** A buyer's account with one live session. */
  const buyer = async (): Promise<Session> => {
    users += 1;
    const user = await userCreate(test.db, { name: `Người mua ${users}`, email: `chat-${users}@modavi.test`, verified: true });
    if (!user) throw new Error('no user');
    return userSessionCreate(test.db, user.id);
  };
  const online = async (token: string): Promise<Socket> => {
    const socket = client(token);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    server = createServer((_request, response) => response.writeHead(404).end());
    io = await realtimeAttach(server, test.db);
    url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    const shops = await test.db.query<{ id: string }>('SELECT id FROM shops ORDER BY id LIMIT 2');
    [shopId, otherShopId] = [shops[0]?.id ?? '', shops[1]?.id ?? ''];
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await io?.close();
    await test?.dispose();
  });

  it('relays a notification to every page of its account the moment it is written, in both languages, unless its kind is switched off (issue 25)', async () => {
    const alice = await buyer();
    const [first, second] = [await online(alice.token), await online(alice.token)];
    const stranger = await online((await buyer()).token);
    const heard: NotificationLive[] = [];
    const strangerHeard: unknown[] = [];
    first.on('notification', (live: NotificationLive) => heard.push(live));
    const onSecond = new Promise<NotificationLive>((resolve) => second.once('notification', resolve));
    stranger.on('notification', (live: unknown) => strangerHeard.push(live));
    await notificationAdd(test.db, { userId: alice.ownerId, type: 'order_shipped', data: { code: 'LIVE1' }, orderId: 'LIVE1' });
    const live = await onSecond;
    expect(live.side).toBe('buyer');
    expect(live.vi.content).toContain('LIVE1');
    expect(live.kr.title).toBe('Order on its way');
    await expect.poll(() => heard.length).toBe(1);

    // Switched off: the inbox keeps it, the page is not interrupted.
    await test.db.query(`UPDATE users SET notification_prefs = '{"orders": false}'::jsonb WHERE id = $1`, [alice.ownerId]);
    await notificationAdd(test.db, { userId: alice.ownerId, type: 'order_cancelled', data: { code: 'LIVE2' }, orderId: 'LIVE2' });
    await notificationAdd(test.db, { userId: alice.ownerId, type: 'shop_approved', data: { shop: 'Tiệm B' } });
    await expect.poll(() => heard.map((one) => one.vi.type)).toEqual(['order_shipped', 'shop_approved']);
    expect(strangerHeard).toEqual([]);
  });

  it('refuses a connection without a live token', async () => {
    for (const token of [undefined, '', 'made-up-token']) {
      await expect(connected(client(token))).rejects.toThrow('AUTH.TOKEN_INVALID');
    }
  });

  it('relays a message between a room’s buyer and its shop’s seller, and only to them', async () => {
    const alice = await buyer();
    const room = chatRoomId(shopId, alice.ownerId);
    const a = await online(alice.token);
    const seller = await online(await actorTokenCreate(test.db, 'seller', shopId));
    expect(await emit(a, 'join', room)).toEqual({ ok: true });
    expect(await emit(seller, 'join', room)).toEqual({ ok: true });

    const heardBySeller = nextMessage(seller);
    const reply = await emit(a, 'message', { roomId: room, text: 'Xin chào, áo còn size M không?' });
    expect(reply.ok).toBe(true);
    expect(await heardBySeller).toMatchObject({ roomId: room, senderId: alice.ownerId, text: 'Xin chào, áo còn size M không?' });
    const heardByAlice = nextMessage(a);
    await emit(seller, 'message', { roomId: room, text: 'Còn ạ' });
    expect(await heardByAlice).toMatchObject({ senderId: shopId, text: 'Còn ạ' });
  });

  it('lets nobody else join or post: another buyer, a guest, another shop’s seller', async () => {
    const alice = await buyer();
    const room = chatRoomId(shopId, alice.ownerId);
    const a = await online(alice.token);
    await emit(a, 'join', room);
    const carol = await online((await buyer()).token);
    const guest = await online((await guestSessionCreate(test.db)).token);
    const stranger = await online(await actorTokenCreate(test.db, 'seller', otherShopId));
    const heard: string[] = [];
    for (const socket of [carol, guest, stranger]) socket.on('message', (message: ChatMessageLive) => heard.push(message.text));

    expect(await emit(carol, 'join', room)).toEqual({ ok: false, error: 'CHAT.NOT_A_PARTY' });
    expect(await emit(guest, 'join', room)).toEqual({ ok: false, error: 'CHAT.LOGIN_REQUIRED' });
    expect(await emit(stranger, 'join', room)).toEqual({ ok: false, error: 'CHAT.NOT_A_PARTY' });
    expect(await emit(carol, 'join', 'room-1')).toEqual({ ok: false, error: 'CHAT.NOT_A_PARTY' });
    expect(await emit(carol, 'message', { roomId: room, text: 'spam' })).toEqual({ ok: false, error: 'CHAT.NOT_IN_ROOM' });

    const echo = nextMessage(a);
    await emit(a, 'message', { roomId: room, text: 'chỉ của tôi' });
    await echo;
    expect(heard).toEqual([]);
  });

  it('rejects malformed input', async () => {
    const socket = await online((await buyer()).token);
    expect(await emit(socket, 'join', '')).toEqual({ ok: false, error: 'REQUEST.INVALID' });
    // The message itself is core's rule (chatMessageValidate), answered with its own code.
    expect(await emit(socket, 'message', { roomId: 'x', text: '' })).toEqual({ ok: false, error: 'CHAT.MESSAGE_EMPTY' });
    expect(await emit(socket, 'message', { text: 'no room' })).toEqual({ ok: false, error: 'REQUEST.INVALID' });
  });

  it('disconnects a session’s sockets when it logs out, and the token opens no new one', async () => {
    const alice = await buyer();
    const first = await online(alice.token);
    const second = await online(alice.token);
    const gone = Promise.all([disconnected(first), disconnected(second)]);
    expect((await call(app, 'POST', API_PATHS.authLogout, { token: alice.token, body: {} })).status).toBeLessThan(300);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connected(client(alice.token))).rejects.toThrow('AUTH.TOKEN_INVALID');
  });

  it('ends every other session’s sockets on a password change, and all of them on account deletion', async () => {
    const phone = await buyer();
    const laptop = await userSessionCreate(test.db, phone.ownerId);
    const [onPhone, onLaptop] = [await online(phone.token), await online(laptop.token)];
    const laptopGone = disconnected(onLaptop);
    await userSessionsRevoke(test.db, phone.ownerId, phone.token);
    await laptopGone;
    expect(onPhone.connected).toBe(true);

    const phoneGone = disconnected(onPhone);
    expect((await call(app, 'DELETE', API_PATHS.me, { token: phone.token, body: { confirm: true } })).status).toBeLessThan(300);
    await phoneGone;
  });

  it('refuses to post once the session is dead even if no disconnect reached the socket', async () => {
    const alice = await buyer();
    const room = chatRoomId(shopId, alice.ownerId);
    const socket = await online(alice.token);
    await emit(socket, 'join', room);
    // Revoked behind the session store's back (another instance, say): the socket still hears of it.
    await test.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [tokenDigest(alice.token)]);
    expect(await emit(socket, 'message', { roomId: room, text: 'còn đây không?' })).toEqual({ ok: false, error: 'AUTH.TOKEN_INVALID' });
  });

  it('stores each message before the room hears it, with its picture and product card', async () => {
    const alice = await buyer();
    const [product] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE shop_id = $1 AND listed ORDER BY id LIMIT 1', [shopId]);
    const room = chatRoomId(shopId, alice.ownerId);
    const a = await online(alice.token);
    await emit(a, 'join', room);
    const image = await uploadOnRecord(test.db, { token: alice.token });
    const heard = nextMessage(a);
    const reply = await emit(a, 'message', { roomId: room, text: 'Mẫu này ạ', image, productId: product?.id });
    expect(reply).toMatchObject({ ok: true, message: { room_id: room, sender_kind: 'buyer', text: 'Mẫu này ạ', media: [{ url: image }], product: { _id: product?.id } } });
    expect((await heard).message).toEqual(reply.message);
    const page = await call(app, 'GET', CHAT_API_PATHS.roomMessages(room), { token: alice.token });
    expect((page.body as { data: { items: { _id: string }[] } }).data.items.map((item) => item._id)).toEqual([reply.message?._id]);
    // Someone else's upload, or an outside address, is not a picture of this chat.
    const other = await uploadOnRecord(test.db, { ownerId: 'someone-else' });
    expect(await emit(a, 'message', { roomId: room, text: 'x', image: other })).toEqual({ ok: false, error: 'CHAT.IMAGE_INVALID' });
    expect(await emit(a, 'message', { roomId: room, text: 'x', image: 'https://tracker.example/p.png' })).toEqual({ ok: false, error: 'CHAT.IMAGE_INVALID' });
    expect(await emit(a, 'message', { roomId: room, text: 'a'.repeat(1001) })).toEqual({ ok: false, error: 'CHAT.TEXT_TOO_LONG' });
  });

  it('lets a seller account hear its shop’s rooms without joining and answer as the shop', async () => {
    const seller = await sellerAccount(app, test.db, 'Tiệm nghe');
    const alice = await buyer();
    const room = chatRoomId(seller.shopId, alice.ownerId);
    const shopSocket = await online(seller.token);
    const a = await online(alice.token);
    await emit(a, 'join', room);
    const heardByShop = nextMessage(shopSocket);
    await emit(a, 'message', { roomId: room, text: 'Shop ơi' });
    expect(await heardByShop).toMatchObject({ roomId: room, text: 'Shop ơi' });
    expect(await emit(shopSocket, 'join', room)).toEqual({ ok: true });
    const heardByAlice = nextMessage(a);
    expect(await emit(shopSocket, 'message', { roomId: room, text: 'Dạ shop đây' })).toMatchObject({ ok: true, message: { sender_kind: 'seller', sender_id: seller.shopId } });
    expect(await heardByAlice).toMatchObject({ senderId: seller.shopId, text: 'Dạ shop đây' });
    // Another seller account is no party of it.
    const other = await online((await sellerAccount(app, test.db, 'Tiệm khác')).token);
    expect(await emit(other, 'join', room)).toEqual({ ok: false, error: 'CHAT.NOT_A_PARTY' });
  });

  it('refuses a burst beyond core’s limit per account, however many connections it opens', async () => {
    const alice = await buyer();
    const room = chatRoomId(shopId, alice.ownerId);
    const sockets = [await online(alice.token), await online(alice.token), await online(alice.token)];
    await Promise.all(sockets.map((socket) => emit(socket, 'join', room)));
    await budgetWindowFresh(CHAT_SEND_WINDOW_MS, 3_000);
    const replies = await Promise.all(
      Array.from({ length: CHAT_SEND_BURST_MAX + 2 }, (_, n) => emit(sockets[n % sockets.length] as Socket, 'message', { roomId: room, text: `tin ${n}` })),
    );
    expect(replies.filter((reply) => reply.ok)).toHaveLength(CHAT_SEND_BURST_MAX);
    expect(replies.filter((reply) => !reply.ok)).toEqual([
      { ok: false, error: 'CHAT.TOO_FAST' },
      { ok: false, error: 'CHAT.TOO_FAST' },
    ]);
  });
});
