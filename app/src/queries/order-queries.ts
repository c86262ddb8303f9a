import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OrderGateway, OrderTab, ReasonType, ReviewGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

/** Orders change under the buyer's eyes (seller, carrier): always refetched when shown. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (tab: OrderTab | null, page: number) => ['orders', 'list', tab ?? 'all', page] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
  refund: (refundId: string) => ['orders', 'refund', refundId] as const,
  reviews: (orderId: string) => ['orders', 'reviews', orderId] as const,
  reasons: (type: ReasonType, language: string) => ['reasons', type, language] as const,
};

export const ORDER_PAGE_SIZE = 10;

export const orderListQueryOptions = (orders: OrderGateway, tab: OrderTab | null, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(tab, page),
    queryFn: () => resultUnwrap(orders.orderList({ ...(tab ? { tab } : {}), page, limit: ORDER_PAGE_SIZE })),
    staleTime: 0,
  });

export const orderQueryOptions = (orders: OrderGateway, orderId: string) =>
  queryOptions({ queryKey: orderKeys.one(orderId), queryFn: () => resultUnwrap(orders.orderGet(orderId)), staleTime: 0 });

export const refundQueryOptions = (orders: OrderGateway, refundId: string) =>
  queryOptions({ queryKey: orderKeys.refund(refundId), queryFn: () => resultUnwrap(orders.refundGet(refundId)), staleTime: 0 });

export const orderReviewsQueryOptions = (reviews: ReviewGateway, orderId: string) =>
  queryOptions({ queryKey: orderKeys.reviews(orderId), queryFn: () => resultUnwrap(reviews.orderReviews(orderId)), staleTime: 0 });

/** Reasons come worded in the request's language, so the key carries it. */
export const reasonsQueryOptions = (orders: OrderGateway, type: ReasonType, language: string) =>
  queryOptions({
    queryKey: orderKeys.reasons(type, language),
    queryFn: () => resultUnwrap(orders.reasonList(type)),
    staleTime: 10 * 60_000,
  });

/** After any step on an order or its return: every order view refetches. */
export const ordersInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: orderKeys.all });
