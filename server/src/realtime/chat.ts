import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { z } from 'zod';
import { CHAT_SEND_BURST_MAX, CHAT_SEND_WINDOW_MS, CHAT_TEXT_MAX, chatMessageRefusal, chatMessageValidate, chatPartyIn, chatRoomParties, type ChatMessage, type ChatMessageLive, type ChatParty } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionBindingHolds } from '../sessions/session-binding.js';
import { sessionRevocationsWatch, type SessionRevocation } from '../sessions/session-revocations.js';
import { chatIdentity, type ChatIdentity } from './chat-identity.js';
import { chatMessageStore } from '../chat/chat-store.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { budgetSpend } from '../http/volume-budget.js';
import { realtimeRedisAdapter } from './redis-adapter.js';
import { notificationsLiveRelay } from './notification-live.js';

export const SOCKET_PATH = '/socket.io';
export const CHAT_NAMESPACE = '/chat';
/** Core's limit, named here too for the socket's callers. */
export { CHAT_TEXT_MAX };

const RoomIdSchema = z.string().trim().min(1).max(200);
/** The envelope; the message itself is core's rule (chatMessageValidate), as the composer checks it. */
const MessageInSchema = z.object({ roomId: RoomIdSchema, text: z.unknown().optional(), image: z.unknown().optional(), productId: z.unknown().optional() });

type Ack = (reply: { ok: true; message?: ChatMessage } | { ok: false; error: string }) => void;

interface SocketData {
  token: string;
  identity: ChatIdentity;
}

/**
 * Whether the sender (an account, or a shop for its seller) may send another message now: at
 * most CHAT_SEND_BURST_MAX in a CHAT_SEND_WINDOW_MS window, counted in the database for the
 * sender and for the sender in this room, so twenty sockets, on any process, share one budget.
 */
async function chatSendAllowed(db: Db, senderId: string, roomId: string): Promise<boolean> {
  const lines = [
    { key: `chat:sender:${senderId}`, limit: CHAT_SEND_BURST_MAX },
    { key: `chat:room:${roomId}:${senderId}`, limit: CHAT_SEND_BURST_MAX },
  ];
  return (await budgetSpend(db, lines, 1, CHAT_SEND_WINDOW_MS, Date.now())).ok;
}

const ackOf = (candidate: unknown): Ack => (typeof candidate === 'function' ? (candidate as Ack) : () => undefined);
const roomKey = (roomId: string) => `room:${roomId}`;
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
/** The room of every socket of one account (its buyer's and its seller's pages alike). */
export const userKey = (userId: string) => `user:${userId}`;
const shopKey = (shopId: string) => `shop:${shopId}`;

/**
 * Why this socket may not act in `roomId` now, or null: its token must still be live (a
 * logout ends it at once, whatever the socket missed) and it must be a party of the room
 * (core's chatMessageRefusal: the room's buyer or its shop's seller, and for a message one that joined).
 */
async function chatRefusal(db: Db, socket: Socket, roomId: string, joining: boolean): Promise<{ refusal: string } | { party: ChatParty }> {
  const identity = await chatIdentity(db, (socket.data as SocketData).token).catch(() => null);
  if (!identity) return { refusal: 'AUTH.TOKEN_INVALID' };
  const party = chatPartyIn(roomId, identity.parties) ?? identity.parties[0] ?? null;
  const refusal = chatMessageRefusal(roomId, party, joining || socket.rooms.has(roomKey(roomId)));
  return refusal !== null || party === null ? { refusal: refusal ?? 'CHAT.LOGIN_REQUIRED' } : { party };
}

/** Answers a refusal; a dead token's socket is closed after hearing why. */
function refuse(socket: Socket, ack: unknown, error: string): void {
  ackOf(ack)({ ok: false, error });
  if (error === 'AUTH.TOKEN_INVALID') socket.disconnect(true);
}

/** Disconnects the sockets of ended sessions, through the adapter (every instance with a shared one). */
export function revocationDisconnect(chat: Namespace, revocation: SessionRevocation): void {
  if ('tokenHash' in revocation) return void chat.in(sessionKey(revocation.tokenHash)).disconnectSockets(true);
  const sockets = chat.in(userKey(revocation.userId));
  (revocation.keepTokenHash === null ? sockets : sockets.except(sessionKey(revocation.keepTokenHash))).disconnectSockets(true);
}

/** The stored message as the room hears it: the relay's short form and the message itself. */
const liveOf = (message: ChatMessage): ChatMessageLive & { id: string } => ({
  id: message._id,
  roomId: message.room_id,
  senderId: message.sender_id,
  text: message.text,
  sentAt: message.sent_at,
  message,
});

/**
 * The chat namespace: a live token in `handshake.auth.token` (a buyer's session, a seller
 * account's, or a seller's token), then `join` a room and `message` it. A message is stored
 * first (chat_messages), then everyone in the room (the sender too), every socket of the
 * room's buyer and of its shop's seller hear `message` as core's ChatMessageLive, so their
 * room lists and red dots follow without joining every room. Only the room's parties may join
 * or post, and a revoked session's sockets are disconnected.
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
    const shops = identity.parties.flatMap((party) => (party.kind === 'seller' ? [shopKey(party.shopId)] : []));
    void socket.join([sessionKey(identity.tokenHash), ...(identity.userId ? [userKey(identity.userId)] : []), ...shops]);
    socket.on('join', async (roomId: unknown, ack: unknown) => {
      const parsed = RoomIdSchema.safeParse(roomId);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      const checked = await chatRefusal(db, socket, parsed.data, true);
      if ('refusal' in checked) return refuse(socket, ack, checked.refusal);
      await socket.join(roomKey(parsed.data));
      ackOf(ack)({ ok: true });
    });
    socket.on('message', async (input: unknown, ack: unknown) => {
      const parsed = MessageInSchema.safeParse(input);
      if (!parsed.success) return ackOf(ack)({ ok: false, error: 'REQUEST.INVALID' });
      const { roomId } = parsed.data;
      const draft = chatMessageValidate(parsed.data);
      if (!draft.ok) return ackOf(ack)({ ok: false, error: draft.error[0]?.code ?? 'CHAT.MESSAGE_INVALID' });
      const checked = await chatRefusal(db, socket, roomId, false);
      if ('refusal' in checked) return refuse(socket, ack, checked.refusal);
      const { party } = checked;
      // A picture others will see is an upload of this server, the sender's own when it has an upload session.
      if (draft.value.image !== null && (await uploadedImagesRefusal(db, [draft.value.image], identity.userId)) !== null) {
        return ackOf(ack)({ ok: false, error: 'CHAT.IMAGE_INVALID' });
      }
      const senderId = party.kind === 'seller' ? party.shopId : party.userId;
      if (!(await chatSendAllowed(db, senderId, roomId))) return ackOf(ack)({ ok: false, error: 'CHAT.TOO_FAST' });
      const message = await chatMessageStore(db, { roomId, side: party.kind, senderId, draft: draft.value });
      if (typeof message === 'string') return ackOf(ack)({ ok: false, error: message });
      const parties = chatRoomParties(roomId);
      const audience = parties ? chat.to(roomKey(roomId)).to(userKey(parties.buyerId)).to(shopKey(parties.shopId)) : chat.to(roomKey(roomId));
      audience.emit('message', liveOf(message));
      ackOf(ack)({ ok: true, message });
    });
  });
  return chat;
}

export interface RealtimeOptions {
  /** REDIS_URL: socket.io's Redis adapter relays rooms and disconnections between processes. */
  readonly redisUrl?: string | undefined;
}

/**
 * socket.io on the HTTP server the API already listens on: one port for everything. Call it
 * before the server listens (the adapter is in place before the first socket joins a room).
 */
export async function realtimeAttach(httpServer: HttpServer, db: Db, options: RealtimeOptions = {}): Promise<Server> {
  // Upgrades for other paths (Vite's HMR socket in development) are not ours to close.
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false, destroyUpgrade: false });
  if (options.redisUrl) {
    const close = await realtimeRedisAdapter(io, options.redisUrl);
    httpServer.once('close', () => void close().catch(() => undefined));
  }
  const chat = chatNamespace(io, db);
  const unwatch = sessionRevocationsWatch((revocation) => revocationDisconnect(chat, revocation));
  // io.close() closes the HTTP server too: the instance stops hearing revocations with it.
  httpServer.once('close', unwatch);
  const unrelay = await notificationsLiveRelay(db, chat, userKey);
  httpServer.once('close', () => void unrelay().catch(() => undefined));
  return io;
}
