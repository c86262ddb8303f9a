import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagePage, ChatRoomsGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

export type ChatSide = 'buyer' | 'seller';

/** Keys of chat, per side (a seller is also a buyer elsewhere: the two never share a cache entry). */
export const chatKeys = {
  all: (side: ChatSide) => ['chat', side] as const,
  rooms: (side: ChatSide, q = '') => ['chat', side, 'rooms', q] as const,
  messages: (side: ChatSide, roomId: string) => ['chat', side, 'messages', roomId] as const,
  redDot: (side: ChatSide) => ['chat', side, 'red-dot'] as const,
};

/** How often the red dot asks again while no socket is open (spec silent; ours). */
export const CHAT_RED_DOT_REFRESH_MS = 60_000;

export const chatRoomsQueryOptions = (side: ChatSide, gateway: () => Promise<ChatRoomsGateway>, q = '') =>
  queryOptions({
    queryKey: chatKeys.rooms(side, q),
    queryFn: async () => resultUnwrap((await gateway()).rooms(q ? { q } : undefined)),
  });

export const chatRedDotQueryOptions = (side: ChatSide, gateway: () => Promise<ChatRoomsGateway>) =>
  queryOptions({
    queryKey: chatKeys.redDot(side),
    queryFn: async () => resultUnwrap((await gateway()).redDot()),
    refetchInterval: CHAT_RED_DOT_REFRESH_MS,
    staleTime: 10_000,
  });

export const chatMessagesQueryOptions = (side: ChatSide, gateway: () => Promise<ChatRoomsGateway>, roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(side, roomId),
    queryFn: async ({ pageParam }) => resultUnwrap((await gateway()).messages(roomId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ChatMessagePage) => page.next_before,
    staleTime: Infinity,
  });

/**
 * A live message into the room's cached pages (newest first, once: the sender hears its own
 * message from the socket and from its answer), then the list and the red dot ask again.
 */
export function chatMessageArrived(client: QueryClient, side: ChatSide, message: ChatMessage): void {
  client.setQueryData<InfiniteData<ChatMessagePage, string | null>>(chatKeys.messages(side, message.room_id), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item._id === message._id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ items: [message, ...(first?.items ?? [])], next_before: first?.next_before ?? null }, ...rest] };
  });
  void client.invalidateQueries({ queryKey: ['chat', side, 'rooms'] });
  void client.invalidateQueries({ queryKey: chatKeys.redDot(side) });
}
