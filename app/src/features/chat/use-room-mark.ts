import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatRoomsGateway } from '@modavi/core';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { chatKeys, type ChatSide } from '../../queries/chat-queries';

export type ChatMark = 'read' | 'unread' | 'hide' | 'readAll' | 'unreadAll';

/** Read, unread and hide, per room and for all (spec section 4); the list and the red dot ask again after. */
export function useRoomMark(side: ChatSide, gateway: () => Promise<ChatRoomsGateway>): (roomId: string | null, mark: ChatMark) => void {
  const client = useQueryClient();
  const errorToast = useErrorToast();
  return useCallback(
    (roomId, mark) => {
      const call = async () => {
        const chat = await gateway();
        if (mark === 'readAll') return chat.readAll();
        if (mark === 'unreadAll') return chat.unreadAll();
        const id = roomId ?? '';
        return mark === 'read' ? chat.readRoom(id) : mark === 'unread' ? chat.unreadRoom(id) : chat.hideRoom(id);
      };
      void resultUnwrap(call())
        .then(() => client.invalidateQueries({ queryKey: chatKeys.all(side) }))
        .catch(errorToast);
    },
    [client, errorToast, gateway, side],
  );
}
