import type { ChatChannel, ChatMessageLive } from '@modavi/core';

export interface SocketIoChatConfig {
  /** Chat socket host; '' means the page's own origin. */
  readonly url: string;
  readonly token: string;
}

/**
 * ChatChannel over socket.io. socket.io-client is imported on first use so it never weighs on
 * a first visit (bundle budget); messages sent before the connection exists are queued.
 */
export async function socketIoChatChannel(config: SocketIoChatConfig): Promise<ChatChannel> {
  const { io } = await import('socket.io-client');
  // withCredentials: a chat host on another origin gets the HttpOnly session cookie on the
  // polling fallback too (the websocket handshake always carries the host's cookies); the
  // server refuses a browser's login token without it.
  const socket = io(`${config.url}/chat`, { auth: { token: config.token }, transports: ['websocket', 'polling'], withCredentials: true });
  const listeners = new Set<(message: ChatMessageLive) => void>();
  socket.on('message', (message: ChatMessageLive) => listeners.forEach((listener) => listener(message)));
  return {
    join: (roomId) => void socket.emit('join', roomId),
    send: (roomId, text) => void socket.emit('message', { roomId, text }),
    onMessage(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => void socket.close(),
  };
}
