import type { ChatChannel } from '@modavi/core';

/**
 * One chat socket per account token, shared by whoever opens it (the chat box, the seller's chat
 * page, the live notifications): each gets a handle whose `close` only lets go; the socket
 * closes when the last one does. A new token (another login) opens a new socket.
 */
export function sharedChatChannel(open: (token: string) => Promise<ChatChannel>) {
  let held: { token: string; channel: Promise<ChatChannel>; users: number } | null = null;
  return async (token: string): Promise<ChatChannel> => {
    if (held === null || held.token !== token) held = { token, channel: open(token), users: 0 };
    const mine = held;
    mine.users += 1;
    const channel = await mine.channel;
    let closed = false;
    return {
      join: (roomId) => channel.join(roomId),
      send: (roomId, input) => channel.send(roomId, input),
      onMessage: (listener) => channel.onMessage(listener),
      onNotification: (listener) => channel.onNotification(listener),
      close: () => {
        if (closed) return;
        closed = true;
        mine.users -= 1;
        if (mine.users > 0) return;
        channel.close();
        if (held === mine) held = null;
      },
    };
  };
}

let pageChannel: ((token: string) => Promise<ChatChannel>) | null = null;

/**
 * The page's shared chat socket at `url` (loaded with socket.io, never on a first visit: the
 * composition root imports this module only when a chat or the live notifications open).
 */
export function chatChannelShared(url: string, token: string): Promise<ChatChannel> {
  pageChannel ??= sharedChatChannel(async (opened) => {
    const { socketIoChatChannel } = await import('@modavi/adapters/socket');
    return socketIoChatChannel({ url, token: opened });
  });
  return pageChannel(token);
}
