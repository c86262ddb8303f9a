import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { ordersInvalidate } from '../../queries/order-queries';

/** The buyer's steps on an order and its return; each refetches every order view when done. */
export function useOrderSteps(orderId: string) {
  const { orders } = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const settled = () => ordersInvalidate(client);
  return {
    cancel: useMutation({
      mutationFn: (reason: string) => resultUnwrap(orders.orderCancel(orderId, reason)),
      onSettled: settled,
      onError: showError,
    }),
    confirmReceipt: useMutation({
      mutationFn: () => resultUnwrap(orders.orderConfirmReceipt(orderId)),
      onSettled: settled,
      onError: showError,
    }),
    refundRequest: useMutation({
      mutationFn: (request: RefundRequest) => resultUnwrap(orders.refundRequest(orderId, request)),
      onSettled: settled,
      onError: showError,
    }),
    refundCancel: useMutation({
      mutationFn: (refundId: string) => resultUnwrap(orders.refundCancel(refundId)),
      onSettled: settled,
      onError: showError,
    }),
  };
}
