import { queryOptions } from '@tanstack/react-query';
import type { CheckoutGateway, CheckoutPreviewRequest, OrderGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: (request: CheckoutPreviewRequest) => ['checkout', 'preview', request] as const,
  vouchers: (lineIds: readonly string[]) => ['checkout', 'vouchers', [...lineIds]] as const,
  order: (orderId: string) => ['orders', orderId] as const,
};

/** The server's pricing of the draft: the page shows these numbers and computes none itself. */
export const checkoutPreviewQueryOptions = (checkout: CheckoutGateway, request: CheckoutPreviewRequest) =>
  queryOptions({ queryKey: checkoutKeys.preview(request), queryFn: () => resultUnwrap(checkout.checkoutPreview(request)), staleTime: 0 });

/** Public vouchers with why each applies or not to the selected cart lines. */
export const voucherOffersQueryOptions = (checkout: CheckoutGateway, lineIds: readonly string[]) =>
  queryOptions({ queryKey: checkoutKeys.vouchers(lineIds), queryFn: () => resultUnwrap(checkout.voucherOffers(lineIds)), staleTime: 0 });

export const orderQueryOptions = (orders: OrderGateway, orderId: string) =>
  queryOptions({ queryKey: checkoutKeys.order(orderId), queryFn: () => resultUnwrap(orders.orderGet(orderId)), staleTime: 0 });
