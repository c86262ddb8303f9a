import { createServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { chatRoomId, type ChatMessageLive } from '@modavi/core';
import { listen } from '../boot/listen.js';
import { userCreate } from '../auth/users.js';
import { actorTokenCreate } from '../ordering/actor-tokens.js';
import { userSessionCreate, type Session } from '../sessions/session-store.js';
import { tokenDigest } from '../sessions/token-digest.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { CHAT_NAMESPACE, realtimeAttach, revocationDisconnect } from './chat.js';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? '';

type Reply = { ok: boolean; error?: string };

/** Two socket.io servers (two processes' worth) on one Redis: what one says, the other's sockets hear. */
describe.runIf(TEST_REDIS_URL !== '')('chat across processes through Redis (issue 26)', () => {
  let test: TestDb;
  const servers: { http: HttpServer; io: Server; url: string }[] = [];
  const sockets: Socket[] = [];
  let shopId: string;
  let users = 0;

  const online = (server: number, token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(`${servers[server]?.url ?? ''}${CHAT_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const emit = (socket: Socket, event: string, payload: unknown) => new Promise<Reply>((resolve) => socket.emit(event, payload, resolve));
  const buyer = async (): Promise<Session> => {
    users += 1;
    const user = await userCreate(test.db, { name: `Người mua Redis ${users}`, email: `chat-redis-${users}@modavi.test`, verified: true });
    if (!user) throw new Error('no user');
    return userSessionCreate(test.db, user.id);
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    for (let i = 0; i < 2; i += 1) {
      const http = createServer((_request, response) => response.writeHead(404).end());
      const io = await realtimeAttach(http, test.db, { redisUrl: TEST_REDIS_URL });
      servers.push({ http, io, url: `http://127.0.0.1:${await listen(http, 0, '127.0.0.1')}` });
    }
    [{ id: shopId = '' } = {}] = await test.db.query<{ id: string }>('SELECT id FROM shops ORDER BY id LIMIT 1');
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all(servers.map((server) => server.io.close()));
    await test?.dispose();
  });

  it("relays a buyer's message on one server to the shop's seller on the other, joined or not", async () => {
    const alice = await buyer();
    const room = chatRoomId(shopId, alice.ownerId);
    const sellerToken = await actorTokenCreate(test.db, 'seller', shopId);
    const a = await online(0, alice.token);
    const joined = await online(1, sellerToken);
    const listing = await online(1, sellerToken);
    expect(await emit(a, 'join', room)).toEqual({ ok: true });
    expect(await emit(joined, 'join', room)).toEqual({ ok: true });
    const heard = Promise.all([joined, listing].map((socket) => new Promise<ChatMessageLive>((resolve) => socket.once('message', resolve))));
    expect((await emit(a, 'message', { roomId: room, text: 'Qua Redis nhé' })).ok).toBe(true);
    for (const message of await heard) expect(message).toMatchObject({ roomId: room, senderId: alice.ownerId, text: 'Qua Redis nhé' });
  });

  it("disconnects a revoked session's sockets on the other server", async () => {
    const alice = await buyer();
    const there = await online(1, alice.token);
    const gone = new Promise<string>((resolve) => there.once('disconnect', resolve));
    // The revocation as the process that served the logout tells it (session-revocations.ts), on server 0 only.
    const [first] = servers;
    if (!first) throw new Error('no server');
    revocationDisconnect(first.io.of(CHAT_NAMESPACE), { tokenHash: tokenDigest(alice.token) });
    expect(await gone).toBe('io server disconnect');
  });
});
