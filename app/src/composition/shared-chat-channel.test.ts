import { describe, expect, it, vi } from 'vitest';
import type { ChatChannel } from '@modavi/core';
import { sharedChatChannel } from './shared-chat-channel';

const fake = (): ChatChannel => ({ join: vi.fn(), send: vi.fn(), onMessage: vi.fn(() => () => undefined), onNotification: vi.fn(() => () => undefined), close: vi.fn() });

describe('sharedChatChannel', () => {
  it('opens one socket per token for every user, and closes it with the last one', async () => {
    const sockets: ChatChannel[] = [];
    const open = sharedChatChannel(async () => {
      const socket = fake();
      sockets.push(socket);
      return socket;
    });
    const [box, live] = await Promise.all([open('token-a'), open('token-a')]);
    expect(sockets).toHaveLength(1);
    box.join('room-1');
    expect(sockets[0]?.join).toHaveBeenCalledWith('room-1');
    box.close();
    box.close();
    expect(sockets[0]?.close).not.toHaveBeenCalled();
    live.close();
    expect(sockets[0]?.close).toHaveBeenCalledTimes(1);
    await open('token-a');
    await open('token-b');
    expect(sockets).toHaveLength(3);
  });
});
