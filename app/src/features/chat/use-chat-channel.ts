import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatChannel } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { chatMessageArrived, type ChatSide } from '../../queries/chat-queries';

/**
 * The live chat while `active`: socket.io loads and connects only then (services.chatOpen),
 * and every message of the caller's rooms goes into the caches of `side` (rooms, messages,
 * red dot). Closed when the component goes or stops being active.
 */
export function useChatChannel(side: ChatSide, active: boolean): ChatChannel | null {
  const services = useServices();
  const client = useQueryClient();
  const [channel, setChannel] = useState<ChatChannel | null>(null);
  useEffect(() => {
    if (!active) return;
    let opened: ChatChannel | null = null;
    let stop: (() => void) | null = null;
    let live = true;
    void services.chatOpen().then((next) => {
      if (!next) return;
      if (!live) return next.close();
      opened = next;
      stop = next.onMessage((live) => {
        // A message of a room where the caller is the other side is no message of `side`'s list.
        if (live.message) chatMessageArrived(client, side, live.message);
      });
      setChannel(next);
    });
    return () => {
      live = false;
      stop?.();
      opened?.close();
      setChannel(null);
    };
  }, [active, client, services, side]);
  return channel;
}
