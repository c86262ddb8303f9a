import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationGateway, NotificationPage, NotificationSide } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

/** One inbox the app reads: the buyer's (account pages) or the seller's (the seller area's bell). */
export interface NotificationInbox {
  readonly side: NotificationSide;
  readonly gateway: (services: AppServices) => Promise<NotificationGateway>;
}

/** The buyer's notifications, with the account's gateways. */
export const BUYER_INBOX: NotificationInbox = {
  side: 'buyer',
  gateway: async (services) => (await services.accountGateways()).notifications,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (side: NotificationSide) => ['notifications', side, 'list'] as const,
  unread: (side: NotificationSide) => ['notifications', side, 'unread'] as const,
};

export const notificationListQueryOptions = (services: AppServices, inbox: NotificationInbox = BUYER_INBOX) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(inbox.side),
    queryFn: async ({ pageParam }) => resultUnwrap((await inbox.gateway(services)).list(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotificationPage) => page.next_before,
    staleTime: 0,
  });

export const notificationUnreadQueryOptions = (services: AppServices, inbox: NotificationInbox = BUYER_INBOX) =>
  queryOptions({
    queryKey: notificationKeys.unread(inbox.side),
    queryFn: async () => resultUnwrap((await inbox.gateway(services)).unreadCount()),
  });

/** Marks ids read in the inbox's loaded pages (all of them when `ids` is null) and sets the server's count. */
export function notificationsReadLocally(client: QueryClient, side: NotificationSide, ids: readonly string[] | null, unread: number): void {
  client.setQueryData<InfiniteData<NotificationPage, string | null>>(notificationKeys.list(side), (data) =>
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
  client.setQueryData(notificationKeys.unread(side), unread);
}
