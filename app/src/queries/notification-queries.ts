import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const notificationListQueryOptions = (services: AppServices) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }) => resultUnwrap((await services.accountGateways()).notifications.list(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotificationPage) => page.next_before,
    staleTime: 0,
  });

export const notificationUnreadQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async () => resultUnwrap((await services.accountGateways()).notifications.unreadCount()),
  });

/** Marks ids read in the loaded pages (all of them when `ids` is null) and sets the server's count. */
export function notificationsReadLocally(client: QueryClient, ids: readonly string[] | null, unread: number): void {
  client.setQueryData<InfiniteData<NotificationPage, string | null>>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) => (ids === null || ids.includes(item._id) ? { ...item, is_read: true } : item)),
          })),
        }
      : data,
  );
  client.setQueryData(notificationKeys.unread, unread);
}
