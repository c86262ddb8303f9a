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
  const socket = io(`${config.url}/chat`, { auth: { token: config.token }, transports: ['websocket', 'polling'] });
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
