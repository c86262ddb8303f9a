import { createFileRoute } from '@tanstack/react-router';
import { PaymentOutcomeSchema } from '@modavi/core';
import { orderQueryOptions } from '../queries/checkout-queries';
import { checkoutGateways } from '../features/checkout/checkout-gateways';
import { checkoutWordsReady } from '../features/checkout/checkout-route-load';
import { CheckoutResultPage } from '../features/checkout/CheckoutResultPage';

/**
 * /thanh-toan/ket-qua/{order id}: where a placed order lands, and where the payment gateway
 * sends the buyer back (`?payment=success|failed|cancelled`). The order's id is in the path,
 * not the query, because a login here reloads the page without its query string (spec).
 */
export const Route = createFileRoute('/thanh-toan_/ket-qua/$id')({
  validateSearch: (search: Record<string, unknown>): { payment?: 'success' | 'failed' | 'cancelled' } => {
    const outcome = PaymentOutcomeSchema.safeParse(search['payment']);
    return outcome.success ? { payment: outcome.data } : {};
  },
  loader: ({ context, params }) =>
    Promise.all([
      checkoutWordsReady(context),
      context.services.queryClient.ensureQueryData(orderQueryOptions(checkoutGateways(context.services).orders, params.id)),
    ]),
  component: CheckoutResultPage,
});
