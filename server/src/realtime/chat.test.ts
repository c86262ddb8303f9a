import { createServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import type { ChatMessageLive } from '@modavi/core';
import { listen } from '../boot/listen.js';
import { guestSessionCreate, type Session } from '../sessions/session-store.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { CHAT_NAMESPACE, realtimeAttach } from './chat.js';

type Reply = { ok: boolean; error?: string; message?: ChatMessageLive };

describe('chat socket', () => {
  let test: TestDb;
  let server: HttpServer;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];

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
  const emit = (socket: Socket, event: string, payload: unknown) =>
    new Promise<Reply>((resolve) => socket.emit(event, payload, (reply: Reply) => resolve(reply)));
  const nextMessage = (socket: Socket) => new Promise<ChatMessageLive>((resolve) => socket.once('message', resolve));

  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    server = createServer((_request, response) => response.writeHead(404).end());
    io = realtimeAttach(server, test.db);
    url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await io?.close();
    await test?.dispose();
  });

  it('refuses a connection without a live session token', async () => {
    for (const token of [undefined, '', 'made-up-token']) {
      await expect(connected(client(token))).rejects.toThrow('AUTH.TOKEN_INVALID');
    }
  });

  it('relays a message to everyone in the room, and only to them', async () => {
    const [alice, bob, carol]: Session[] = await Promise.all([1, 2, 3].map(() => guestSessionCreate(test.db)));
    const [a, b, c] = [client(alice!.token), client(bob!.token), client(carol!.token)];
    await Promise.all([a, b, c].map(connected));
    expect(await emit(a, 'join', 'room-1')).toEqual({ ok: true });
    expect(await emit(b, 'join', 'room-1')).toEqual({ ok: true });
    expect(await emit(c, 'join', 'room-2')).toEqual({ ok: true });
    const carolHeard: string[] = [];
    c.on('message', (message: ChatMessageLive) => carolHeard.push(message.text));

    const heardByBob = nextMessage(b);
    const heardByAlice = nextMessage(a);
    const reply = await emit(a, 'message', { roomId: 'room-1', text: 'Xin chào, áo còn size M không?' });
    expect(reply.ok).toBe(true);
    const expected = { roomId: 'room-1', senderId: alice!.ownerId, text: 'Xin chào, áo còn size M không?' };
    expect(await heardByBob).toMatchObject(expected);
    expect(await heardByAlice).toMatchObject(expected);
    expect((await heardByBob).sentAt).toEqual(expect.any(Number));
    // Carol's own message comes back after anything sent to her before it: order, not time.
    const ownEcho = nextMessage(c);
    await emit(c, 'message', { roomId: 'room-2', text: 'ping' });
    await ownEcho;
    expect(carolHeard).toEqual(['ping']);
  });

  it('rejects messages to rooms not joined and malformed input', async () => {
    const session = await guestSessionCreate(test.db);
    const socket = client(session.token);
    await connected(socket);
    expect(await emit(socket, 'message', { roomId: 'room-9', text: 'hello' })).toEqual({ ok: false, error: 'CHAT.NOT_IN_ROOM' });
    expect(await emit(socket, 'join', '')).toEqual({ ok: false, error: 'REQUEST.INVALID' });
    await emit(socket, 'join', 'room-9');
    expect(await emit(socket, 'message', { roomId: 'room-9', text: '' })).toEqual({ ok: false, error: 'REQUEST.INVALID' });
  });
});
