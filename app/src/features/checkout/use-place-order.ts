import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutOrderRequest, OrderPlacement } from '@modavi/core';
import { checkoutKeys } from '../../queries/checkout-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useServices } from '../../hooks/use-services';
import { analyticsPurchase } from '../analytics/analytics-events';
import { checkoutGateways } from './checkout-gateways';

/**
 * One idempotency key per submission attempt: the same request sent again (a double click, a
 * retry after a lost answer) carries the same key and gets the same order back; a changed
 * request is a new attempt with a new key.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (request) => {
    const body = JSON.stringify(request);
    if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/** Places the order (a guest gets a no-login token first); the caller moves on from a placed order. */
export function usePlaceOrder() {
  const services = useServices();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    mutationFn: async (request: CheckoutOrderRequest): Promise<OrderPlacement> => {
      await services.guestEnsure();
      return resultUnwrap(checkoutGateways(services).checkout.orderPlace(request, keyFor(request)));
    },
    // Analytics' purchase (spec section 7) is the order placed, whatever its payment method;
    // the sink queues it and never holds the buyer up.
    onSuccess: (placement) => services.analyticsTrack(analyticsPurchase(placement.order)),
    // A refusal: the preview is asked again, so its issues show where the problem is.
    onError: () => client.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
