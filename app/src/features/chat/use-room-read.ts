import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatRoomsGateway } from '@modavi/core';
import { chatKeys, type ChatSide } from '../../queries/chat-queries';

/**
 * Reads the room while it is on screen: when it opens and whenever the other side's newest
 * message arrives unread; then the list and the red dot ask again.
 */
export function useRoomRead(side: ChatSide, gateway: () => Promise<ChatRoomsGateway>, roomId: string, newest: ChatMessage | undefined, visible: boolean): void {
  const client = useQueryClient();
  const unreadFromOther = newest !== undefined && newest.sender_kind !== side && !newest.read;
  const key = unreadFromOther ? newest._id : 'opened';
  useEffect(() => {
    if (!visible) return;
    let live = true;
    void gateway()
      .then((chat) => chat.readRoom(roomId))
      .then(() => {
        if (!live) return;
        void client.invalidateQueries({ queryKey: ['chat', side, 'rooms'] });
        void client.invalidateQueries({ queryKey: chatKeys.redDot(side) });
      });
    return () => {
      live = false;
    };
  }, [client, gateway, roomId, side, key, visible]);
}
