import { createFileRoute } from '@tanstack/react-router';
import { paymentOutcomeRead } from '@modavi/core';
import { CheckoutResultPage } from '../features/checkout/CheckoutResultPage';

/**
 * /thanh-toan/ket-qua/{order id}: where a placed order lands, and where the payment gateway
 * sends the buyer back (`?payment=success|failed|cancelled`). The order's id is in the path,
 * not the query, because a login here reloads the page without its query string (spec).
 */
export const Route = createFileRoute('/thanh-toan_/ket-qua/$id')({
  validateSearch: (search: Record<string, unknown>): { payment?: 'success' | 'failed' | 'cancelled' } => {
    const outcome = paymentOutcomeRead(search['payment']);
    return outcome === null ? {} : { payment: outcome };
  },
  // Imported in the loader: the route tree is part of the first visit, the checkout's gateways are not.
  loader: ({ context, params }) =>
    import('../features/checkout/checkout-route-load').then((load) => load.checkoutResultReady(context, params.id)),
  component: CheckoutResultPage,
});
