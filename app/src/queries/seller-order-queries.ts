import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SellerOrderListParams } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { gatewayNotFound, resultUnwrap } from './gateway-failure';

export const sellerOrderKeys = {
  all: ['seller', 'orders'] as const,
  list: (params: SellerOrderListParams) => ['seller', 'orders', 'list', params] as const,
  detail: (id: string) => ['seller', 'orders', 'detail', id] as const,
};

/** The seller area's order gateway (loaded with the seller area's gateways). */
export const sellerOrders = async (services: AppServices) => (await services.seller()).orders;

/** A page of the shop's orders under one tab, with every tab's count. */
export const sellerOrderListQueryOptions = (services: AppServices, params: SellerOrderListParams) =>
  queryOptions({
    queryKey: sellerOrderKeys.list(params),
    queryFn: async () => resultUnwrap((await sellerOrders(services)).orderList(params)),
    placeholderData: keepPreviousData,
  });

/** One order as the seller sees it: its own part only. */
export const sellerOrderQueryOptions = (services: AppServices, id: string) =>
  queryOptions({
    queryKey: sellerOrderKeys.detail(id),
    queryFn: async () => resultUnwrap((await sellerOrders(services)).order(id)),
    // No order of the shop by that id (ORDER.NOT_FOUND): asking again will not find it.
    retry: (count, error) => !gatewayNotFound(error) && count < 1,
  });

export const sellerOrdersInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: sellerOrderKeys.all });
