import { NOTIFICATION_LIVE_EVENT, NotificationLiveSchema, type ChatChannel, type ChatMessageLive, type ChatSendReply, type NotificationLive } from '@modavi/core';

export interface SocketIoChatConfig {
  /** Chat socket host; '' means the page's own origin. */
  readonly url: string;
  readonly token: string;
}

/** How long a send waits for the server's answer before it counts as failed (spec silent; ours). */
export const CHAT_SEND_TIMEOUT_MS = 10_000;

/**
 * ChatChannel over socket.io. socket.io-client is imported on first use so it never weighs on
 * a first visit (bundle budget); messages sent before the connection exists are queued. Rooms
 * joined are joined again after a reconnection (the server forgets a socket's rooms with it).
 */
export async function socketIoChatChannel(config: SocketIoChatConfig): Promise<ChatChannel> {
  const { io } = await import('socket.io-client');
  // withCredentials: a chat host on another origin gets the HttpOnly session cookie on the
  // polling fallback too (the websocket handshake always carries the host's cookies); the
  // server refuses a browser's login token without it.
  const socket = io(`${config.url}/chat`, { auth: { token: config.token }, transports: ['websocket', 'polling'], withCredentials: true });
  const listeners = new Set<(message: ChatMessageLive) => void>();
  const joined = new Set<string>();
  socket.on('message', (message: ChatMessageLive) => listeners.forEach((listener) => listener(message)));
  const notificationListeners = new Set<(notification: NotificationLive) => void>();
  socket.on(NOTIFICATION_LIVE_EVENT, (payload: unknown) => {
    // A newer server's payload this build cannot read is dropped: the inbox still lists it.
    const parsed = NotificationLiveSchema.safeParse(payload);
    if (parsed.success) notificationListeners.forEach((listener) => listener(parsed.data));
  });
  socket.io.on('reconnect', () => joined.forEach((roomId) => socket.emit('join', roomId)));
  return {
    join(roomId) {
      joined.add(roomId);
      socket.emit('join', roomId);
    },
    send: (roomId, input) =>
      new Promise<ChatSendReply>((resolve) => {
        socket.timeout(CHAT_SEND_TIMEOUT_MS).emit('message', { roomId, ...input }, (error: Error | null, reply: ChatSendReply | undefined) =>
          resolve(error || !reply ? { ok: false, error: 'CHAT.SEND_FAILED' } : reply),
        );
      }),
    onMessage(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => void notificationListeners.delete(listener);
    },
    close: () => void socket.close(),
  };
}
