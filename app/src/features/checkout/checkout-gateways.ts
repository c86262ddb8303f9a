import { createHttpClient, httpCheckoutGateway, httpOrderGateway } from '@modavi/adapters';
import type { CheckoutGateway, OrderGateway } from '@modavi/core';
import type { AppServices } from '../../composition/composition-root';

export interface CheckoutGateways {
  readonly checkout: CheckoutGateway;
  readonly orders: OrderGateway;
}

const built = new WeakMap<AppServices, CheckoutGateways>();

/**
 * The checkout's and the orders' HTTP gateways, built once per page load from the composition
 * root's configuration and request context. They are built here, in the checkout's chunk, and
 * not in the composition root, so their schemas stay out of the first visit's JavaScript.
 */
export function checkoutGateways(services: AppServices): CheckoutGateways {
  let gateways = built.get(services);
  if (!gateways) {
    const client = createHttpClient({ baseUrl: services.config.commerceApi, context: services.context });
    gateways = { checkout: httpCheckoutGateway(client), orders: httpOrderGateway(client) };
    built.set(services, gateways);
  }
  return gateways;
}
