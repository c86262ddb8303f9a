import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { z } from 'zod';
import type { ChatMessageLive } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionBindingHolds } from '../sessions/session-binding.js';
import { sessionFindLive, type Session } from '../sessions/session-store.js';

export const SOCKET_PATH = '/socket.io';
export const CHAT_NAMESPACE = '/chat';
export const CHAT_TEXT_MAX = 1000;

const RoomIdSchema = z.string().trim().min(1).max(100);
const MessageInSchema = z.object({ roomId: RoomIdSchema, text: z.string().trim().min(1).max(CHAT_TEXT_MAX) });

type Ack = (reply: { ok: true; message?: ChatMessageLive } | { ok: false; error: string }) => void;

interface SocketData {
  session: Session;
}

const ackOf = (candidate: unknown): Ack => (typeof candidate === 'function' ? (candidate as Ack) : () => undefined);
const roomKey = (roomId: string) => `room:${roomId}`;

/**
 * The chat namespace: a live session's token in `handshake.auth.token`, then `join` a room
 * and `message` it; everyone in the room (the sender too) hears `message` as core's
 * ChatMessageLive. Messages are relayed, not stored.
 */
export function chatNamespace(io: Server, db: Db): Namespace {
  const chat = io.of(CHAT_NAMESPACE);
  chat.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    const session = typeof token === 'string' && token !== '' ? await sessionFindLive(db, token).catch(() => null) : null;
    // A browser's handshake carries its cookies: its login token needs the HttpOnly one too.
    const header = (name: string) => [socket.handshake.headers[name]].flat().join(', ') || undefined;
    if (!session || !(await sessionBindingHolds(db, session.token, header))) return next(new Error('AUTH.TOKEN_INVALID'));
    (socket.data as SocketData).session = session;
    next();
  });
  chat.on('connection', (socket) => {
    const { session } = socket.data as SocketData;
    socket.on('join', async (roomId: unknown, ack: unknown) => {
      const parsed = RoomIdSchema.safeParse(roomId);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      await socket.join(roomKey(parsed.data));
      ackOf(ack)({ ok: true });
    });
    socket.on('message', (input: unknown, ack: unknown) => {
      const parsed = MessageInSchema.safeParse(input);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      if (!socket.rooms.has(roomKey(parsed.data.roomId))) return ackOf(ack)({ ok: false, error: 'CHAT.NOT_IN_ROOM' });
      const message: ChatMessageLive & { id: string } = {
        id: randomUUID(),
        roomId: parsed.data.roomId,
        senderId: session.ownerId,
        text: parsed.data.text,
        sentAt: Date.now(),
      };
      chat.to(roomKey(parsed.data.roomId)).emit('message', message);
      ackOf(ack)({ ok: true, message });
    });
  });
  return chat;
}

/** socket.io on the HTTP server the API already listens on: one port for everything. */
export function realtimeAttach(httpServer: HttpServer, db: Db): Server {
  // Upgrades for other paths (Vite's HMR socket in development) are not ours to close.
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false, destroyUpgrade: false });
  chatNamespace(io, db);
  return io;
}
