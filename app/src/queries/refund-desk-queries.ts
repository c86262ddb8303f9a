import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RefundListParams, RefundListTab, RefundQueueFilter } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

export const refundDeskKeys = {
  all: ['refund-desk'] as const,
  sellerList: (params: RefundListParams<RefundListTab>) => ['refund-desk', 'seller', 'list', params] as const,
  sellerDetail: (id: string) => ['refund-desk', 'seller', 'detail', id] as const,
  adminQueue: (params: RefundListParams<RefundQueueFilter>) => ['refund-desk', 'admin', 'list', params] as const,
  adminDetail: (id: string) => ['refund-desk', 'admin', 'detail', id] as const,
};

/** The seller's refund gateway (loaded with the seller area's gateways). */
export const sellerRefunds = async (services: AppServices) => (await services.seller()).refunds;
/** The admin console's refund gateway. */
export const adminRefunds = async (services: AppServices) => (await services.seller()).adminRefunds;

/** A page of the shop's refunds under one tab, with every tab's count. */
export const sellerRefundListQueryOptions = (services: AppServices, params: RefundListParams<RefundListTab>) =>
  queryOptions({
    queryKey: refundDeskKeys.sellerList(params),
    queryFn: async () => resultUnwrap((await sellerRefunds(services)).refundList(params)),
    placeholderData: keepPreviousData,
  });

/** One of the shop's refunds. */
export const sellerRefundQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: refundDeskKeys.sellerDetail(id), queryFn: async () => resultUnwrap((await sellerRefunds(services)).refund(id)) });

/** A page of the admin's refund queue under one filter, with every filter's count. */
export const adminRefundQueueQueryOptions = (services: AppServices, params: RefundListParams<RefundQueueFilter>) =>
  queryOptions({
    queryKey: refundDeskKeys.adminQueue(params),
    queryFn: async () => resultUnwrap((await adminRefunds(services)).refundQueue(params)),
    placeholderData: keepPreviousData,
  });

/** One refund as the admin reviews it. */
export const adminRefundQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: refundDeskKeys.adminDetail(id), queryFn: async () => resultUnwrap((await adminRefunds(services)).refund(id)) });

export const refundDeskInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: refundDeskKeys.all });
