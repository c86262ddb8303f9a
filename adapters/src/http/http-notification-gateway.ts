import * as z from 'zod/mini';
import { NOTIFICATION_API_PATHS, NotificationPageSchema, NotificationUnreadSchema, ok, type GatewayError, type NotificationGateway, type Result } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const Count = z.number().check(z.int(), z.nonnegative());

/** The four calls of one inbox: the buyer's (spec section 7) or the seller's (SELLER_NOTIFICATION_API_PATHS). */
export type NotificationPaths = { readonly [K in keyof typeof NOTIFICATION_API_PATHS]: string };

/** NotificationGateway over the commerce API's notification calls (spec section 7); answers checked with core's schemas. */
export function httpNotificationGateway(client: HttpClient, paths: NotificationPaths = NOTIFICATION_API_PATHS): NotificationGateway {
  const P = paths;
  const unreadAfter = async (request: Promise<Result<{ readonly unread: number }, GatewayError>>): Promise<Result<number, GatewayError>> => {
    const answer = await request;
    return answer.ok ? ok(answer.value.unread) : answer;
  };
  return {
    list: (before) => client.request({ method: 'GET', path: P.list, schema: NotificationPageSchema, query: { before: before ?? undefined } }),
    unreadCount: () => client.request({ method: 'GET', path: P.unreadCount, schema: Count }),
    markRead: (id) => unreadAfter(client.request({ method: 'PUT', path: P.markRead, schema: NotificationUnreadSchema, body: { id } })),
    markAllRead: () => unreadAfter(client.request({ method: 'PUT', path: P.markReadAll, schema: NotificationUnreadSchema })),
  };
}
