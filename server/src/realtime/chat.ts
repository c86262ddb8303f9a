import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { z } from 'zod';
import { chatMessageRefusal, type ChatMessageLive } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionBindingHolds } from '../sessions/session-binding.js';
import { sessionRevocationsWatch, type SessionRevocation } from '../sessions/session-revocations.js';
import { chatIdentity, type ChatIdentity } from './chat-identity.js';

export const SOCKET_PATH = '/socket.io';
export const CHAT_NAMESPACE = '/chat';
export const CHAT_TEXT_MAX = 1000;

const RoomIdSchema = z.string().trim().min(1).max(200);
const MessageInSchema = z.object({ roomId: RoomIdSchema, text: z.string().trim().min(1).max(CHAT_TEXT_MAX) });

type Ack = (reply: { ok: true; message?: ChatMessageLive } | { ok: false; error: string }) => void;

interface SocketData {
  token: string;
  identity: ChatIdentity;
}

const ackOf = (candidate: unknown): Ack => (typeof candidate === 'function' ? (candidate as Ack) : () => undefined);
const roomKey = (roomId: string) => `room:${roomId}`;
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
const userKey = (userId: string) => `user:${userId}`;

/**
 * Why this socket may not act in `roomId` now, or null: its token must still be live (a
 * logout ends it at once, whatever the socket missed) and it must be a party of the room
 * (core's chatMessageRefusal: the room's buyer or its shop's seller, and for a message one that joined).
 */
async function chatRefusal(db: Db, socket: Socket, roomId: string, joining: boolean): Promise<string | null> {
  const identity = await chatIdentity(db, (socket.data as SocketData).token).catch(() => null);
  return identity ? chatMessageRefusal(roomId, identity.party, joining || socket.rooms.has(roomKey(roomId))) : 'AUTH.TOKEN_INVALID';
}

/** Answers a refusal; a dead token's socket is closed after hearing why. */
function refuse(socket: Socket, ack: unknown, error: string): void {
  ackOf(ack)({ ok: false, error });
  if (error === 'AUTH.TOKEN_INVALID') socket.disconnect(true);
}

/** Disconnects the sockets of ended sessions, through the adapter (every instance with a shared one). */
function revocationDisconnect(chat: Namespace, revocation: SessionRevocation): void {
  if ('tokenHash' in revocation) return void chat.in(sessionKey(revocation.tokenHash)).disconnectSockets(true);
  const sockets = chat.in(userKey(revocation.userId));
  (revocation.keepTokenHash === null ? sockets : sockets.except(sessionKey(revocation.keepTokenHash))).disconnectSockets(true);
}

/**
 * The chat namespace: a live token in `handshake.auth.token` (a buyer's session or a seller's
 * token), then `join` a room and `message` it; everyone in the room (the sender too) hears
 * `message` as core's ChatMessageLive. Only the room's parties may join or post, and a
 * revoked session's sockets are disconnected. Messages are relayed, not stored.
 */
export function chatNamespace(io: Server, db: Db): Namespace {
  const chat = io.of(CHAT_NAMESPACE);
  chat.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    const identity = typeof token === 'string' ? await chatIdentity(db, token).catch(() => null) : null;
    if (!identity || typeof token !== 'string') return next(new Error('AUTH.TOKEN_INVALID'));
    // A browser's handshake carries its cookies: its login token needs the HttpOnly one too.
    const header = (name: string) => [socket.handshake.headers[name]].flat().join(', ') || undefined;
    if (!(await sessionBindingHolds(db, token, header))) return next(new Error('AUTH.TOKEN_INVALID'));
    Object.assign(socket.data as SocketData, { token, identity });
    next();
  });
  chat.on('connection', (socket) => {
    const { identity } = socket.data as SocketData;
    void socket.join(identity.userId ? [sessionKey(identity.tokenHash), userKey(identity.userId)] : [sessionKey(identity.tokenHash)]);
    socket.on('join', async (roomId: unknown, ack: unknown) => {
      const parsed = RoomIdSchema.safeParse(roomId);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      const refusal = await chatRefusal(db, socket, parsed.data, true);
      if (refusal) return refuse(socket, ack, refusal);
      await socket.join(roomKey(parsed.data));
      ackOf(ack)({ ok: true });
    });
    socket.on('message', async (input: unknown, ack: unknown) => {
      const parsed = MessageInSchema.safeParse(input);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      const refusal = await chatRefusal(db, socket, parsed.data.roomId, false);
      if (refusal) return refuse(socket, ack, refusal);
      const message: ChatMessageLive & { id: string } = {
        id: randomUUID(),
        roomId: parsed.data.roomId,
        senderId: identity.senderId,
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
  const chat = chatNamespace(io, db);
  const unwatch = sessionRevocationsWatch((revocation) => revocationDisconnect(chat, revocation));
  // io.close() closes the HTTP server too: the instance stops hearing revocations with it.
  httpServer.once('close', unwatch);
  return io;
}
